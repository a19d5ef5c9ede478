import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import { trim } from '../common/errors/text-transforms.js';

/** The Judging tab's criterion: weight 1 (Low importance) to 5 (Critical), default 1. */
export class CriterionFormDto {
  @ApiProperty({ example: 'Customer evidence' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Criterion label is required' })
  @MaxLength(100)
  label!: string;

  @ApiProperty({ default: 1 })
  @IsInt({ message: 'Weight must be a whole number' })
  @Min(1, { message: 'Weight must be at least 1' })
  @Max(100, { message: 'Weight must be at most 100' })
  weight!: number;
}

export class CriterionDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  label!: string;

  weight!: number;
}

import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { trim, trimToNull } from './errors/text-transforms.js';

/**
 * A rubric's criterion as staff add or edit it: judging's criteria (the Judging tab weighs 1 Low
 * importance to 5 Critical) and review's (the Review tab's rubric) share it, so they cannot drift.
 */
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

  /** What a high score means; empty for none. Left out when editing: the description stays as it was. */
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'Description must be at most 500 characters' })
  description?: string | null;
}

export class CriterionDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  label!: string;

  weight!: number;

  description!: string | null;
}

import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { trimToNull } from '../../../common/errors/text-transforms.js';

export class CriterionScoreInputDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'criterionId must be a valid id' })
  criterionId!: string;

  /** 1 Poor, 2 Fair, 3 Good, 4 Very good, 5 Excellent. */
  @ApiProperty({ minimum: 1, maximum: 5 })
  @IsInt({ message: 'Score must be a whole number' })
  @Min(1, { message: 'Score must be at least 1' })
  @Max(5, { message: 'Score must be at most 5' })
  score!: number;
}

export class SaveScoreSheetDto {
  /** One score per criterion of the event. */
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => CriterionScoreInputDto)
  scores!: CriterionScoreInputDto[];

  /** Private note to staff. */
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(2000, { message: 'Note to staff must be at most 2000 characters' })
  noteToStaff?: string | null;

  /** Feedback to the team (shown once results are published). */
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(2000, { message: 'Feedback to the team must be at most 2000 characters' })
  feedback?: string | null;

  /** 0 for the first save, else the sheet's `version` as loaded: a stale one is a 409. */
  @IsInt({ message: 'expectedVersion must be a whole number' })
  @Min(0, { message: 'expectedVersion must be at least 0' })
  expectedVersion!: number;
}

import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, MaxLength, Min, ValidateNested } from 'class-validator';
import { trimToNull } from '../errors/text-transforms.js';
import { CriterionScoreInputDto } from './criterion-score-input.dto.js';

/**
 * What a judge's score sheet and a reviewer's review send alike: the scores, the private note and the
 * version the edit started from. Each extends it with its own (feedback to the team, a recommendation).
 */
export abstract class PanelSheetInputDto {
  /** One score per criterion of the event's rubric. */
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

  /** 0 for the first save, else the `version` as loaded: a stale one is a 409. */
  @IsInt({ message: 'expectedVersion must be a whole number' })
  @Min(0, { message: 'expectedVersion must be at least 0' })
  expectedVersion!: number;
}

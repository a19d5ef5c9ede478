import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, MaxLength, Min, ValidateNested } from 'class-validator';
import { trimToNull } from '../../../common/errors/text-transforms.js';
import { CriterionScoreInputDto } from '../../../common/panel-review/criterion-score-input.dto.js';

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

import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { trimToNull } from '../../../common/errors/text-transforms.js';
import { PanelSheetInputDto } from '../../../common/panel-review/panel-sheet-input.dto.js';

/** A judge's sheet: the panel's scores, note and version, and feedback to the team. */
export class SaveScoreSheetDto extends PanelSheetInputDto {
  /** Feedback to the team (shown once results are published). */
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(2000, { message: 'Feedback to the team must be at most 2000 characters' })
  feedback?: string | null;
}

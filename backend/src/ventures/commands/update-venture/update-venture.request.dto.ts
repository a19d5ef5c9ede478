import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { trim } from '../../../common/errors/text-transforms.js';
import { VENTURE_NAME_MAX, VENTURE_PITCH_MAX } from '../../venture-rules.js';

/** 'Edit Venture': only the fields given change. */
export class UpdateVentureDto {
  @IsOptional()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please enter a name.' })
  @MaxLength(VENTURE_NAME_MAX)
  name?: string;

  /** The one-line pitch; null or empty clears it. */
  @ValidateIf((dto: UpdateVentureDto) => dto.pitch !== undefined && dto.pitch !== null)
  @Transform(trim)
  @IsString()
  @MaxLength(VENTURE_PITCH_MAX)
  pitch?: string | null;

  /** 'Public': name, pitch, stage and verified milestones shown on the public venture page. */
  @IsOptional()
  @IsBoolean()
  isPublic?: boolean;
}

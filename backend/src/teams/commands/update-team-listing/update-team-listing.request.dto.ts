import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { trimToNull } from '../../../common/errors/text-transforms.js';

export class UpdateTeamListingDto {
  /** What the team looks for: skills and roles wanted (empty for none). */
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(500)
  lookingFor!: string | null;

  /** Show the team on Find Teams as looking for members. */
  @IsBoolean()
  open!: boolean;
}

import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { trim } from '../../../../common/errors/text-transforms.js';

export class AssignApplicationsDto {
  /** The tie-breaking shuffle's seed; the event's id when left out, so a rerun picks the same reviewers. */
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MinLength(1, { message: 'Seed must not be empty' })
  @MaxLength(200, { message: 'Seed must be at most 200 characters' })
  seed?: string;
}

import { Transform } from 'class-transformer';
import { IsString, MaxLength } from 'class-validator';
import { trim } from '../../../common/errors/text-transforms.js';

export class RequestToJoinTeamDto {
  /** A short note to the owner (may be empty). */
  @Transform(trim)
  @IsString()
  @MaxLength(500)
  message!: string;
}

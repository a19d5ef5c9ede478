import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trim } from '../../../common/errors/text-transforms.js';
import { MILESTONE_TEXT_MAX } from '../../venture-rules.js';

export class MilestoneVerificationDto {
  /** How staff checked it (or why the verification is withdrawn). */
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please add a note.' })
  @MaxLength(MILESTONE_TEXT_MAX)
  note!: string;
}

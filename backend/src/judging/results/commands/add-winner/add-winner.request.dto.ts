import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { trim, trimToNull } from '../../../../common/errors/text-transforms.js';
import { WINNER_PLACES } from '../../winner.events.js';

export class AddWinnerDto {
  @IsUUID('all', { message: 'Please select a project submission.' })
  submissionId!: string;

  @Transform(trim)
  @IsString({ message: 'Please select a track.' })
  @IsNotEmpty({ message: 'Please select a track.' })
  @MaxLength(50)
  track!: string;

  /** 4 = Honorable Mention. */
  @ApiProperty({ enum: WINNER_PLACES, default: 1 })
  @IsOptional()
  @IsIn(WINNER_PLACES, { message: 'Place must be 1, 2, 3 or 4 (Honorable Mention).' })
  place?: number;

  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  note?: string | null;
}

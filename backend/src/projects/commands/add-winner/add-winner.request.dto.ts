import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { trim, trimToNull } from '../../../common/errors/text-transforms.js';
import { WINNER_PLACES } from '../../project.events.js';

export class AddWinnerDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Please select a project submission.' })
  submissionId!: string;

  @ApiProperty()
  @Transform(trim)
  @IsString({ message: 'Please select a track.' })
  @IsNotEmpty({ message: 'Please select a track.' })
  @MaxLength(50)
  track!: string;

  @ApiPropertyOptional({ enum: WINNER_PLACES, default: 1, description: '4 = Honorable Mention' })
  @IsOptional()
  @IsIn(WINNER_PLACES, { message: 'Place must be 1, 2, 3 or 4 (Honorable Mention).' })
  place?: number;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  note?: string | null;
}

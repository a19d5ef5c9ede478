import { ApiProperty } from '@nestjs/swagger';
import { WINNER_PLACES } from '../../winner.events.js';

export class WinnerDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  eventId!: string;

  @ApiProperty({ format: 'uuid' })
  submissionId!: string;

  @ApiProperty({ format: 'uuid' })
  projectId!: string;

  title!: string;

  tagline!: string | null;

  track!: string;

  @ApiProperty({ enum: WINNER_PLACES })
  place!: number;

  note!: string | null;
}

import { ApiProperty } from '@nestjs/swagger';
import { WINNER_PLACES } from '../../project.events.js';

export class WinnerDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  eventId!: string;

  @ApiProperty({ format: 'uuid' })
  submissionId!: string;

  @ApiProperty({ format: 'uuid' })
  projectId!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty({ type: String, nullable: true })
  tagline!: string | null;

  @ApiProperty()
  track!: string;

  @ApiProperty({ enum: WINNER_PLACES })
  place!: number;

  @ApiProperty({ type: String, nullable: true })
  note!: string | null;
}

import { ApiProperty } from '@nestjs/swagger';
import { ApplicationDto } from '../../application.dto.js';

export class ParticipantEventDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  startDate!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  endDate!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  submissionDeadline!: string;

  @ApiProperty()
  timezone!: string;

  @ApiProperty({ type: [String] })
  tracks!: string[];

  @ApiProperty()
  teamSizeMax!: number;

  @ApiProperty()
  graceMinutes!: number;
}

export class ParticipantDashboardDto {
  @ApiProperty({ type: ParticipantEventDto })
  event!: ParticipantEventDto;

  @ApiProperty({ type: ApplicationDto })
  application!: ApplicationDto;
}

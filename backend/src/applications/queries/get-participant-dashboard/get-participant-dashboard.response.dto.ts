import { ApiProperty } from '@nestjs/swagger';
import { ApplicationDto } from '../../application.dto.js';

export class ParticipantEventDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  title!: string;

  @ApiProperty({ format: 'date-time' })
  startDate!: string;

  @ApiProperty({ format: 'date-time' })
  endDate!: string;

  @ApiProperty({ format: 'date-time' })
  submissionDeadline!: string;

  timezone!: string;

  tracks!: string[];

  teamSizeMax!: number;

  graceMinutes!: number;
}

export class ParticipantDashboardDto {
  event!: ParticipantEventDto;

  application!: ApplicationDto;
}

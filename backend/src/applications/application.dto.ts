import { ApiProperty } from '@nestjs/swagger';
import type { ApplicationRole, ApplicationStatus } from './application.events.js';

/** An application as its applicant and the admins see it (lists, detail, participant dashboard). */
export class ApplicationDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  eventId!: string;

  eventTitle!: string;

  @ApiProperty({ format: 'uuid' })
  userId!: string;

  applicantName!: string | null;

  applicantEmail!: string;

  linkedinUrl!: string | null;

  role!: ApplicationRole;

  shortAnswer!: string;

  status!: ApplicationStatus;

  version!: number;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

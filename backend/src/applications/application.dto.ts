import { ApiProperty } from '@nestjs/swagger';
import {
  APPLICATION_ROLES,
  APPLICATION_STATUSES,
  type ApplicationRole,
  type ApplicationStatus,
} from './application.events.js';

/** An application as its applicant and the admins see it (lists, detail, participant dashboard). */
export class ApplicationDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  eventId!: string;

  @ApiProperty()
  eventTitle!: string;

  @ApiProperty({ format: 'uuid' })
  userId!: string;

  @ApiProperty({ type: String, nullable: true })
  applicantName!: string | null;

  @ApiProperty()
  applicantEmail!: string;

  @ApiProperty({ type: String, nullable: true })
  linkedinUrl!: string | null;

  @ApiProperty({ enum: APPLICATION_ROLES })
  role!: ApplicationRole;

  @ApiProperty()
  shortAnswer!: string;

  @ApiProperty({ enum: APPLICATION_STATUSES })
  status!: ApplicationStatus;

  @ApiProperty()
  version!: number;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;
}

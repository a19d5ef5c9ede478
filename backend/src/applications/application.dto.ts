import { ApiProperty } from '@nestjs/swagger';
import { ApplicantVentureFiguresDto } from '../common/venture-figures.dto.js';
import type { ApplicationRole, ApplicationStatus } from './application.events.js';
import type { SpotState } from './spots/spot-deadline.js';

/**
 * The spot an approval before the sprint offers (review.md 'Confirming a spot'): open until the
 * applicant confirms or declines it, or its deadline passes (expired; a declined or expired spot
 * leaves the application withdrawn).
 */
export class ApplicationSpotDto {
  @ApiProperty({ enum: ['open', 'confirmed', 'declined', 'expired'] })
  state!: SpotState;

  /** Confirm by then ('Confirm your spot by {date}'). */
  @ApiProperty({ format: 'date-time' })
  dueAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  confirmedAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  declinedAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  expiredAt!: string | null;

  /** The event's timezone: its dates, this deadline included, are shown in it. */
  timezone!: string;
}

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

  /** 'Are you continuing a venture?': the venture's id, if the applicant named one. */
  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  ventureId!: string | null;

  /** Approved before the sprint started (or withdrawn since): the spot to confirm and where it stands. */
  @ApiProperty({ type: ApplicationSpotDto, nullable: true })
  spot!: ApplicationSpotDto | null;
}

/** The 'Returning' badge and the drawer's figures: the venture the applicant continues. */
export class ApplicantVentureDto {
  @ApiProperty({ format: 'uuid' })
  ventureId!: string;

  name!: string;

  /** The venture's derived stage (idea ... funded, stopped). */
  stage!: string;

  sprintsEntered!: number;

  @ApiProperty({ type: Number, nullable: true })
  bestPlace!: number | null;

  figures!: ApplicantVentureFiguresDto;
}

/** An application as the admin Applications table and drawer show it. */
export class AdminApplicationDto extends ApplicationDto {
  /** Set when the applicant continues a venture. */
  @ApiProperty({ type: ApplicantVentureDto, nullable: true })
  returning!: ApplicantVentureDto | null;
}

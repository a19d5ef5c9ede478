import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, ValidateIf } from 'class-validator';
import {
  ANNOUNCEMENT_APPLICANT_STATUSES,
  ANNOUNCEMENT_SEGMENTS,
  type AnnouncementApplicantStatus,
  type AnnouncementSegment,
  type SegmentChoice,
  segmentChoice,
} from './announcement-rules.js';

/** Who an announcement goes to: the segment, with the application status for 'applicants'. */
export class AnnouncementSegmentDto {
  /**
   * applicants (by `applicationStatus`), not_submitted (approved participants whose team has not
   * submitted), submitted_teams, judges, reviewers, overdue_checkins (members of ventures with an
   * overdue check-in after the event).
   */
  @ApiProperty({ enum: ANNOUNCEMENT_SEGMENTS, example: 'not_submitted' })
  @IsIn(ANNOUNCEMENT_SEGMENTS, { message: `Pick a segment: one of ${ANNOUNCEMENT_SEGMENTS.join(', ')}` })
  segment!: AnnouncementSegment;

  /** Required for the 'applicants' segment, ignored for the others. */
  @ApiPropertyOptional({ enum: ANNOUNCEMENT_APPLICANT_STATUSES, nullable: true, example: 'approved' })
  @ValidateIf((dto: AnnouncementSegmentDto) => dto.segment === 'applicants')
  @IsIn(ANNOUNCEMENT_APPLICANT_STATUSES, {
    message: `Pick the applicants' status: one of ${ANNOUNCEMENT_APPLICANT_STATUSES.join(', ')}`,
  })
  applicationStatus?: AnnouncementApplicantStatus | null;
}

/** The validated segment as the audience reads it. */
export function segmentChoiceOf({ segment, applicationStatus }: AnnouncementSegmentDto): SegmentChoice {
  return segmentChoice(segment, applicationStatus);
}

import { ApiProperty } from '@nestjs/swagger';
import {
  APPLICATION_ROLES,
  APPLICATION_STATUSES,
  type ApplicationRole,
  type ApplicationStatus,
} from '../../../../applications/application.events.js';

const SUGGESTIONS = ['accept', 'waitlist', 'reject'] as const;

export class RecommendationCountsDto {
  @ApiProperty({ type: 'integer' })
  accept!: number;

  @ApiProperty({ type: 'integer' })
  maybe!: number;

  @ApiProperty({ type: 'integer' })
  reject!: number;
}

/** The venture a returning applicant continues (issue 27): staff see what it did since. */
export class ReturningVentureDto {
  ventureId!: string;

  name!: string;

  stage!: string;

  /** Sprints it entered before. */
  @ApiProperty({ type: 'integer' })
  sprintsEntered!: number;
}

export class RankedApplicationDto {
  applicationId!: string;

  /** 1 is best; equal results share a rank. */
  @ApiProperty({ type: 'integer' })
  rank!: number;

  userId!: string;

  /** What to print for the applicant (staff always see who applied). */
  displayName!: string;

  email!: string;

  @ApiProperty({ enum: APPLICATION_ROLES })
  role!: ApplicationRole;

  @ApiProperty({ enum: APPLICATION_STATUSES })
  status!: ApplicationStatus;

  /** Send it back with a decision; a stale one is a 409 for that application. */
  @ApiProperty({ type: 'integer' })
  version!: number;

  /** Normalised over reviewers, on the 1-5 scale. */
  score!: number;

  /** The ± (standard error); null with a single review. */
  @ApiProperty({ type: 'number', nullable: true })
  standardError!: number | null;

  /** Mean of the raw weighted totals. */
  rawMean!: number;

  @ApiProperty({ type: 'integer' })
  reviews!: number;

  /** Highest minus lowest raw total: how far the reviewers disagree (0 with one review). */
  spread!: number;

  recommendations!: RecommendationCountsDto;

  /** Null when the event has no capacity. */
  @ApiProperty({ enum: SUGGESTIONS, nullable: true })
  suggestion!: (typeof SUGGESTIONS)[number] | null;

  /** The score ± its standard error reaches across a cut line (or a single review cannot tell). */
  borderline!: boolean;

  /** Null unless the applicant continues a venture. */
  @ApiProperty({ type: ReturningVentureDto, nullable: true })
  venture!: ReturningVentureDto | null;
}

export class CutLineDto {
  /** The suggestion above the line. */
  @ApiProperty({ enum: ['accept', 'waitlist'] })
  above!: 'accept' | 'waitlist';

  /** Halfway between the last application above and the first below. */
  score!: number;

  /** How many applications are above the line. */
  @ApiProperty({ type: 'integer' })
  position!: number;
}

export class SuggestionCountsDto {
  @ApiProperty({ type: 'integer' })
  accept!: number;

  @ApiProperty({ type: 'integer' })
  waitlist!: number;

  @ApiProperty({ type: 'integer' })
  reject!: number;
}

export class ReviewRankingDto {
  @ApiProperty({ type: 'integer', nullable: true })
  capacity!: number | null;

  @ApiProperty({ type: 'integer' })
  waitlistSize!: number;

  /** Applications with at least one review: the ranking's n. */
  @ApiProperty({ type: 'integer' })
  ranked!: number;

  /** Pending applications without a review yet: not ranked. */
  @ApiProperty({ type: 'integer' })
  unreviewed!: number;

  @ApiProperty({ type: 'integer' })
  borderline!: number;

  /**
   * Borderline pending applications with fewer than 5 reviews and an eligible reviewer left (seated,
   * not yet assigned to it, no conflict): what 'Request one more review' would assign.
   */
  @ApiProperty({ type: 'integer' })
  needingReview!: number;

  suggested!: SuggestionCountsDto;

  cutLines!: CutLineDto[];

  /** In words, when the data cannot carry the decision yet (null when it can). */
  @ApiProperty({ type: 'string', nullable: true })
  caveat!: string | null;

  /** This page of the rows `show` asks for, best first. */
  items!: RankedApplicationDto[];

  /** How many rows `show` matches. */
  @ApiProperty({ type: 'integer' })
  total!: number;

  @ApiProperty({ type: 'integer' })
  page!: number;

  @ApiProperty({ type: 'integer' })
  pageSize!: number;
}

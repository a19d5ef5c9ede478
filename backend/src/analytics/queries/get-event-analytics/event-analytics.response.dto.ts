import { ApiProperty } from '@nestjs/swagger';
import type { ApplicationStatus } from '../../../applications/application.events.js';

/** One step of the funnel. */
export class FunnelStepDto {
  /** applied, approved, in_team, submitted, fully_reviewed, winner. */
  key!: string;

  label!: string;

  count!: number;

  /** This step's count as a share of the previous step's, in % (one decimal); null for the first step or after 0. */
  conversionPercent!: number | null;
}

export class FunnelDto {
  steps!: FunnelStepDto[];

  /** Waitlisted applications now: beside the funnel, not a step of it (a spot may still free up for them). */
  waitlisted!: number;

  /** Approved applications whose spot is confirmed ('I'll be there'), beside the Approved step. */
  confirmed!: number;

  submittedOnTime!: number;

  submittedLate!: number;
}

export class DayCountDto {
  /** A UTC day, YYYY-MM-DD. */
  day!: string;

  count!: number;
}

export class DecisionLagDto {
  /** Applications with a decision. */
  decided!: number;

  /** Hours from applying to the first decision; null without any decision. */
  medianHours!: number | null;

  p90Hours!: number | null;
}

/** How many applications are in one status now. */
export class StatusCountDto {
  status!: ApplicationStatus;

  count!: number;
}

export class MixEntryDto {
  name!: string;

  count!: number;
}

/** The coverage reached by the end of a UTC day (cumulative). */
export class CoverageDayDto {
  day!: string;

  /** Completed reviews so far. */
  reviews!: number;

  /** Submissions with all their reviews so far. */
  fullyReviewed!: number;
}

export class CoverageDto {
  submissions!: number;

  fullyReviewed!: number;

  overTime!: CoverageDayDto[];
}

/** How one judge's totals (or all judges') fall into the score bins. */
export class ScoreDistributionDto {
  /** Null for the event's distribution (every judge). */
  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  judgeId!: string | null;

  name!: string;

  reviews!: number;

  /** The mean total; null without reviews. */
  mean!: number | null;

  /** The judge's mean minus the event's: above 0 is lenient, below 0 strict; 0 for the event itself. */
  leniency!: number | null;

  /** Reviews per bin, in the order of `bins`. */
  counts!: number[];
}

export class JudgeScoresDto {
  /** Bin labels of the weighted totals (1 to 5), e.g. '1.0–1.5'. */
  bins!: string[];

  event!: ScoreDistributionDto;

  judges!: ScoreDistributionDto[];
}

export class AgreementDto {
  /** Kendall's W (0 = no agreement, 1 = complete), averaged over the groups; null when no judges share submissions. */
  kendallW!: number | null;

  /** Groups of ≥2 submissions scored by the same ≥2 judges. */
  groups!: number;

  /** Submissions in those groups. */
  submissions!: number;
}

export class JudgingAnalyticsDto {
  coverage!: CoverageDto;

  scores!: JudgeScoresDto;

  agreement!: AgreementDto;
}

/** Every chart of the Analytics tab. */
export class EventAnalyticsDto {
  /** Null for All Events. */
  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  eventId!: string | null;

  funnel!: FunnelDto;

  applicationsPerDay!: DayCountDto[];

  decisionLag!: DecisionLagDto;

  /** Every application status in the product's order, with how many applications are in it now. */
  applicationStatuses!: StatusCountDto[];

  roleMix!: MixEntryDto[];

  trackMix!: MixEntryDto[];

  judging!: JudgingAnalyticsDto;
}

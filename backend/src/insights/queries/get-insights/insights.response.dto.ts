import { ApiProperty } from '@nestjs/swagger';
import {
  OUTCOME_DAYS,
  OUTCOME_KINDS,
  type OutcomeDays,
  type OutcomeKind,
} from '../../../ventures/programme-figures.js';
import { FOLLOW_UP_DECISIONS, type FollowUpDecision } from '../../../follow-ups/follow-up-rules.js';
import { TURNED_AWAY_OUTCOMES, type TurnedAwayOutcome } from '../../turned-away.js';
import { FUNNEL_STAGES, type FunnelStage, PREDICTED_OUTCOMES, type PredictedOutcome } from '../../insights-assembly.js';

export class InsightsFunnelStepDto {
  @ApiProperty({ enum: FUNNEL_STAGES })
  stage!: FunnelStage;

  /** Null for returned, design partner, pilot and funded while the sprint is 'too early'. */
  @ApiProperty({ type: Number, nullable: true })
  count!: number | null;

  /**
   * approved, submitted, placed: count / the stage before; returned, design partner, pilot, funded:
   * count / submitted. Null for applied, a zero base or an unknown count.
   */
  @ApiProperty({ type: Number, nullable: true })
  rate!: number | null;
}

/** Section 1: one sprint's funnel. */
export class InsightsFunnelSprintDto {
  @ApiProperty({ format: 'uuid' })
  eventId!: string;

  title!: string;

  endDate!: string;

  /** The sprint's end + horizon days: outcome stages count milestones dated on or before it. */
  horizonDate!: string;

  /** The horizon has not passed: its outcomes are unknown, not failures. */
  tooEarly!: boolean;

  @ApiProperty({ type: [InsightsFunnelStepDto] })
  steps!: InsightsFunnelStepDto[];

  /** Entries whose venture had stopped by the horizon (a 'stopped' milestone); null while too early. */
  @ApiProperty({ type: Number, nullable: true })
  stopped!: number | null;
}

export class InsightsIntervalDto {
  low!: number;

  high!: number;
}

/** Section 2: how well one criterion (or the overall normalised score) ranked entries by the outcome. */
export class InsightsPredictionDto {
  /** The criterion's label lower-cased and trimmed (how criteria are matched across events), or 'overall'. */
  key!: string;

  label!: string;

  @ApiProperty({ enum: ['criterion', 'overall'] })
  kind!: 'criterion' | 'overall';

  /** Entries with a known outcome and this score. */
  n!: number;

  /** Of those, how many reached the outcome. */
  positives!: number;

  /** The chance that an entry that reached the outcome scored higher than one that did not (ties half); 0.5 is a coin toss. */
  @ApiProperty({ type: Number, nullable: true })
  auc!: number | null;

  /** 90% percentile bootstrap interval (2,000 seeded resamples, stratified by outcome). */
  @ApiProperty({ type: InsightsIntervalDto, nullable: true })
  interval!: InsightsIntervalDto | null;

  /** 'Too few ventures with a known outcome to tell (n = {n}).' when n < 20, else null. */
  @ApiProperty({ type: String, nullable: true })
  tooFew!: string | null;
}

export class InsightsWeightRowDto {
  key!: string;

  label!: string;

  /** The weight (1-100) in the latest sprint with this criterion. */
  currentWeight!: number;

  /** Share of the current weights (sum 1). */
  currentRelative!: number;

  /** Share the model suggests (sum 1). */
  suggestedRelative!: number;

  /** What 'Use these weights' sets: the suggested share in percent, a whole number 1-100. */
  suggestedWeight!: number;
}

/** Section 3: ridge logistic regression of the outcome on the standardised per-criterion averages. */
export class InsightsWeightsDto {
  /** Entries with a known outcome and every criterion listed scored. */
  n!: number;

  @ApiProperty({ type: String, nullable: true })
  tooFew!: string | null;

  @ApiProperty({ type: [InsightsWeightRowDto] })
  rows!: InsightsWeightRowDto[];

  /** AUC of the current weighted totals over the same entries (nothing is fitted, so nothing to cross-validate). */
  @ApiProperty({ type: Number, nullable: true })
  currentAuc!: number | null;

  /** Cross-validated (5-fold) AUC of the suggested model. */
  @ApiProperty({ type: Number, nullable: true })
  suggestedCvAuc!: number | null;

  /** The ridge strength chosen by cross-validated log-loss. */
  @ApiProperty({ type: Number, nullable: true })
  lambda!: number | null;

  /** Plain words on a criterion clamped to 0, or why there are no weights. */
  @ApiProperty({ type: String, nullable: true })
  note!: string | null;
}

export class InsightsPersonDto {
  @ApiProperty({ format: 'uuid' })
  userId!: string;

  name!: string;

  /** Entries (judges) or applications (reviewers) they scored. */
  scored!: number;

  /** Of those, with a known outcome: the n of their AUC. */
  n!: number;

  /** Their own AUC over those n; null when all had the same outcome. */
  @ApiProperty({ type: Number, nullable: true })
  auc!: number | null;

  /** n/(n+10)·own + 10/(n+10)·panel; null while the panel's is 'Too few'. */
  @ApiProperty({ type: Number, nullable: true })
  shrunkAuc!: number | null;

  /** Their mean raw weighted total minus the mean of every total in the same events (positive: lenient). */
  leniency!: number;
}

export class InsightsPanelDto {
  /** The normalised score's AUC over every item with a known outcome: what each person is shrunk toward. */
  panel!: InsightsPredictionDto;

  @ApiProperty({ type: [InsightsPersonDto] })
  people!: InsightsPersonDto[];
}

/** Section 4 (admins only). */
export class InsightsPeopleDto {
  caveat!: string;

  /** Per judge, over the entries of their counted sheets. */
  judges!: InsightsPanelDto;

  /** Per application reviewer, over the applications they reviewed whose applicant entered that sprint. */
  reviewers!: InsightsPanelDto;
}

export class InsightsFigureDto {
  /** A share (count / n) for rates, the count itself for funded alumni; null when n is 0. */
  @ApiProperty({ type: Number, nullable: true })
  value!: number | null;

  count!: number;

  n!: number;

  /** Left out because it cannot be known yet (a horizon not passed, no later sprint). */
  excluded!: number;

  definition!: string;
}

export class InsightsProgrammeOutcomeDto {
  @ApiProperty({ enum: OUTCOME_KINDS })
  kind!: OutcomeKind;

  figure!: InsightsFigureDto;
}

/** Section 6: the figures the landing page quotes, as the programme figures define them (ventures.md). */
export class InsightsProgrammeDto {
  returnRate!: InsightsFigureDto;

  fundedAlumni!: InsightsFigureDto;

  /** Outcome rates at the chosen horizon, verified-only or all as chosen. */
  @ApiProperty({ type: [InsightsProgrammeOutcomeDto] })
  outcomes!: InsightsProgrammeOutcomeDto[];
}

export class InsightsTurnedAwayRateDto {
  @ApiProperty({ enum: TURNED_AWAY_OUTCOMES })
  outcome!: TurnedAwayOutcome;

  /** Answered surveys in the group reporting it. */
  count!: number;

  /** count / answered; null when the group has fewer than 20 answers. */
  @ApiProperty({ type: Number, nullable: true })
  rate!: number | null;

  /** 90% Wilson interval of the rate; null with it. */
  @ApiProperty({ type: InsightsIntervalDto, nullable: true })
  interval!: InsightsIntervalDto | null;
}

export class InsightsTurnedAwayGroupDto {
  @ApiProperty({ enum: FOLLOW_UP_DECISIONS })
  decision!: FollowUpDecision;

  label!: string;

  /** Surveys sent to the group. */
  asked!: number;

  /** Surveys answered (the n of every rate). */
  answered!: number;

  @ApiProperty({ type: [InsightsTurnedAwayRateDto] })
  rates!: InsightsTurnedAwayRateDto[];

  /** 'Too few answered surveys to tell (n = {n}).' below 20 answers, else null. */
  @ApiProperty({ type: String, nullable: true })
  tooFew!: string | null;
}

/** Section 5: outcome rates of approved, waitlisted and rejected applicants from the follow-up survey. */
export class InsightsTurnedAwayDto {
  /** The consent question on the apply form. */
  question!: string;

  /** 'Selection differs between these groups: this is not the effect of the programme.' */
  caveat!: string;

  definition!: string;

  /** Approved, waitlisted, rejected. */
  @ApiProperty({ type: [InsightsTurnedAwayGroupDto] })
  groups!: InsightsTurnedAwayGroupDto[];

  /** Set while fewer than two groups have 20 answers: the groups cannot be compared yet. */
  @ApiProperty({ type: String, nullable: true })
  tooFew!: string | null;
}

/** GET /api/admin/insights. */
export class InsightsDto {
  @ApiProperty({ enum: OUTCOME_DAYS })
  horizon!: OutcomeDays;

  verifiedOnly!: boolean;

  @ApiProperty({ enum: PREDICTED_OUTCOMES })
  outcome!: PredictedOutcome;

  /** The outcome in words, shown under sections 2 to 4. */
  outcomeDefinition!: string;

  /** When it was computed: horizons are counted up to this day. */
  asOf!: string;

  /** 1. Cohort funnel, oldest sprint first. */
  @ApiProperty({ type: [InsightsFunnelSprintDto] })
  funnel!: InsightsFunnelSprintDto[];

  /** 2. Which criteria predicted the outcome: each criterion (by label across events), then the overall score. */
  @ApiProperty({ type: [InsightsPredictionDto] })
  criteria!: InsightsPredictionDto[];

  /** 3. Suggested weights. */
  weights!: InsightsWeightsDto;

  /** 4. Judges and reviewers: admins only; null for organizers. */
  @ApiProperty({ type: InsightsPeopleDto, nullable: true })
  people!: InsightsPeopleDto | null;

  /** 5. Applicants the programme turned away (the follow-up survey); it ignores the horizon and 'Verified only'. */
  turnedAway!: InsightsTurnedAwayDto;

  /** 6. Return and outcome rates with their definitions. */
  programme!: InsightsProgrammeDto;
}

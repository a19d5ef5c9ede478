import type { FundingSource, PilotState } from '../common/checkin-questions/checkin-questions.js';

/** The kinds of evidence a milestone records (ventures.md 'Milestone'). */
export const MILESTONE_TYPES = [
  'customer_interviews',
  'design_partner',
  'letter_of_intent',
  'pilot',
  'revenue',
  'funding',
  'team_change',
  'pivot',
  'stopped',
] as const;
export type MilestoneType = (typeof MILESTONE_TYPES)[number];

// The check-in's question set is shared with the applicants' follow-up survey (common/checkin-questions).
export {
  FUNDING_SOURCES,
  type FundingSource,
  MILESTONE_TEXT_MAX,
  ORGANISATION_MAX,
  PILOT_STATES,
  type PilotState,
} from '../common/checkin-questions/checkin-questions.js';

/** Evidence files a milestone carries at most (issue 31). */
export const MILESTONE_EVIDENCE_MAX = 5;

export const TEAM_CHANGE_KINDS = ['joined', 'left'] as const;
export type TeamChangeKind = (typeof TEAM_CHANGE_KINDS)[number];

/** The figures each type carries, as stored in `venture_milestones.figures` (money in integer minor units). */
export interface MilestoneFigures {
  customer_interviews: { count: number };
  design_partner: { organisation: string };
  letter_of_intent: { organisation: string };
  pilot: { organisation: string; state: PilotState };
  revenue: { monthlyAmountMinor: number; currency: string };
  funding: { amountMinor: number; currency: string; source: FundingSource };
  team_change: { person: string; change: TeamChangeKind };
  pivot: { change: string };
  stopped: { reason: string };
}
export type AnyMilestoneFigures = MilestoneFigures[MilestoneType];

/** Derived from milestones, never stored (ventures.md 'Stage'). */
export const VENTURE_STAGES = [
  'idea',
  'validating',
  'design_partner',
  'pilot',
  'revenue',
  'funded',
  'stopped',
] as const;
export type VentureStage = (typeof VENTURE_STAGES)[number];

/**
 * A check-in's life: `scheduled` until the scheduler asks it, `asked` once its email is in the
 * outbox, `answered` by a member, `cancelled` when it no longer applies (venture merged away or
 * stopped).
 */
export const CHECKIN_STATES = ['scheduled', 'asked', 'answered', 'cancelled'] as const;
export type CheckinState = (typeof CHECKIN_STATES)[number];

/** The days after a sprint's end a check-in falls due, unless the event says otherwise. */
export const DEFAULT_CHECKIN_OFFSETS_DAYS = [30, 90, 180] as const;

export const VENTURE_NAME_MAX = 200;
export const VENTURE_PITCH_MAX = 300;
export const MILESTONE_LINK_MAX = 2000;
export const REASON_MAX = 1000;

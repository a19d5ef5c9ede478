/**
 * The check-in's question set (ventures.md 'Check-in'): what a venture's check-in and an applicant's
 * follow-up survey (insights.md 5) both ask. Shared here so neither feature imports the other.
 */

export const PILOT_STATES = ['agreed', 'running', 'paid'] as const;
export type PilotState = (typeof PILOT_STATES)[number];

export const FUNDING_SOURCES = ['angel', 'venture', 'grant', 'corporate', 'other'] as const;
export type FundingSource = (typeof FUNDING_SOURCES)[number];

/** 'Still working on it?' */
export const CONTINUING_ANSWERS = ['continuing', 'paused', 'stopped'] as const;
export type ContinuingAnswer = (typeof CONTINUING_ANSWERS)[number];

export const ORGANISATION_MAX = 200;
export const MILESTONE_TEXT_MAX = 1000;

/** A check-in answer after validation (AnswerCheckinDto). */
export interface CheckinAnswer {
  whatHappened: string;
  customerInterviews?: number;
  designPartners?: string[];
  pilots?: { organisation: string; state: PilotState }[];
  revenue?: { monthlyAmountMinor: number; currency: string };
  funding?: { amountMinor: number; currency: string; source: FundingSource };
  continuing: ContinuingAnswer;
  stoppedReason?: string;
}

import type { CheckinAnswer } from '../common/checkin-questions/checkin-questions.js';

/** insights.md 5: one follow-up survey 180 days after the decision. */
export const FOLLOW_UP_AFTER_DAYS = 180;
/** A reminder follows once, a week after the ask, if unanswered (as for check-ins). */
export const FOLLOW_UP_REMINDER_AFTER_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The decisions a follow-up is asked after; the insights compare these groups. */
export const FOLLOW_UP_DECISIONS = ['approved', 'waitlisted', 'rejected'] as const;
export type FollowUpDecision = (typeof FOLLOW_UP_DECISIONS)[number];

/**
 * `scheduled` until the scheduler asks it, `asked` once its email is in the outbox, `answered` by
 * the applicant, `cancelled` when consent was withdrawn or the decision went back to pending.
 */
export const FOLLOW_UP_STATES = ['scheduled', 'asked', 'answered', 'cancelled'] as const;
export type FollowUpState = (typeof FOLLOW_UP_STATES)[number];

export const FOLLOW_UP_EMAIL_KINDS = ['ask', 'reminder'] as const;
export type FollowUpEmailKind = (typeof FOLLOW_UP_EMAIL_KINDS)[number];

export function isFollowUpDecision(status: string): status is FollowUpDecision {
  return (FOLLOW_UP_DECISIONS as readonly string[]).includes(status);
}

/** When the survey falls due: 180 days (of 24 hours) after the decision. */
export function followUpDueAt(decidedAt: Date): Date {
  return new Date(decidedAt.getTime() + FOLLOW_UP_AFTER_DAYS * DAY_MS);
}

/** What insights counts of an answer (insights.md 'Outcomes'). */
export interface FollowUpOutcomeFlags {
  /** A design partner or an LOI. */
  designPartner: boolean;
  pilot: boolean;
  funding: boolean;
  stopped: boolean;
}

/** The outcome flags of a survey answer: a figure given is an outcome reached. */
export function outcomesOfAnswer(answer: CheckinAnswer): FollowUpOutcomeFlags {
  return {
    designPartner: (answer.designPartners ?? []).some((name) => name.trim() !== ''),
    pilot: (answer.pilots ?? []).length > 0,
    funding: answer.funding !== undefined && answer.funding.amountMinor > 0,
    stopped: answer.continuing === 'stopped',
  };
}

import {
  FOLLOW_UP_DECISIONS,
  type FollowUpDecision,
  type FollowUpOutcomeFlags,
} from '../follow-ups/follow-up-rules.js';
import { MIN_KNOWN_OUTCOMES } from './statistics/known-outcomes.js';
import { type ProportionInterval, wilsonInterval } from './statistics/proportion-interval.js';

// Section 5 (insights.md): the outcome rates of approved, waitlisted and rejected applicants who
// answered the follow-up survey, each with its n and 90% interval, and the caveat that the groups
// were selected differently.

export const FOLLOW_UP_QUESTION = 'May we ask you in 6 months how your idea went?';
export const TURNED_AWAY_CAVEAT = 'Selection differs between these groups: this is not the effect of the programme.';
export const TURNED_AWAY_DEFINITION =
  `Applicants who said yes to '${FOLLOW_UP_QUESTION}' get one survey 180 days after the decision, ` +
  "with a check-in's questions. A rate is the share of a group's answered surveys that report the outcome " +
  '(self-reported, not verified), with its 90% Wilson interval. An answer whose consent was withdrawn is not counted.';

export const TURNED_AWAY_OUTCOMES = ['design_partner', 'pilot', 'funding', 'stopped'] as const;
export type TurnedAwayOutcome = (typeof TURNED_AWAY_OUTCOMES)[number];

const FLAG_OF: Record<TurnedAwayOutcome, keyof FollowUpOutcomeFlags> = {
  design_partner: 'designPartner',
  pilot: 'pilot',
  funding: 'funding',
  stopped: 'stopped',
};

const DECISION_LABELS: Record<FollowUpDecision, string> = {
  approved: 'Approved',
  waitlisted: 'Waitlisted',
  rejected: 'Rejected',
};

export interface TurnedAwayRate {
  outcome: TurnedAwayOutcome;
  count: number;
  /** count / answered; null below the minimum (the group's `tooFew` says why). */
  rate: number | null;
  interval: ProportionInterval | null;
}

export interface TurnedAwayGroup {
  decision: FollowUpDecision;
  label: string;
  /** Surveys sent to the group. */
  asked: number;
  answered: number;
  rates: TurnedAwayRate[];
  tooFew: string | null;
}

export interface TurnedAwaySection {
  question: string;
  caveat: string;
  definition: string;
  groups: TurnedAwayGroup[];
  /** Set while fewer than two groups have enough answers to be compared. */
  tooFew: string | null;
}

export function tooFewAnswersText(answered: number): string {
  return `Too few answered surveys to tell (n = ${answered}).`;
}

export const TOO_FEW_GROUPS_TEXT = `Too few answered surveys to compare the groups yet: a rate is shown once a group has ${MIN_KNOWN_OUTCOMES} answers, and a comparison needs two such groups.`;

/** The section from the surveys sent and the answers per decision group. */
export function turnedAwaySection(
  asked: Record<FollowUpDecision, number>,
  answered: Record<FollowUpDecision, readonly FollowUpOutcomeFlags[]>,
): TurnedAwaySection {
  const groups = FOLLOW_UP_DECISIONS.map((decision): TurnedAwayGroup => {
    const answers = answered[decision];
    const n = answers.length;
    const enough = n >= MIN_KNOWN_OUTCOMES;
    return {
      decision,
      label: DECISION_LABELS[decision],
      asked: Math.max(asked[decision], n),
      answered: n,
      rates: TURNED_AWAY_OUTCOMES.map((outcome) => {
        const count = answers.filter((answer) => answer[FLAG_OF[outcome]]).length;
        return {
          outcome,
          count,
          rate: enough ? count / n : null,
          interval: enough ? wilsonInterval(count, n) : null,
        };
      }),
      tooFew: enough ? null : tooFewAnswersText(n),
    };
  });
  const comparable = groups.filter((group) => group.tooFew === null).length;
  return {
    question: FOLLOW_UP_QUESTION,
    caveat: TURNED_AWAY_CAVEAT,
    definition: TURNED_AWAY_DEFINITION,
    groups,
    tooFew: comparable >= 2 ? null : TOO_FEW_GROUPS_TEXT,
  };
}

import type { AnyMilestoneFact } from './venture-stage.js';

/** A sprint, as the programme figures group ventures by it. */
export interface SprintFact {
  eventId: string;
  title: string;
  /** When the sprint ended (ISO timestamp); sprints are ordered by it. */
  endDate: string;
}

/** A venture with the sprints it entered and its milestones. */
export interface VentureCohortFact {
  ventureId: string;
  eventIds: readonly string[];
  milestones: readonly AnyMilestoneFact[];
}

/**
 * One quoted figure: `value` is `count / n` for a rate (null when n is 0) or the count itself;
 * `excluded` counts the ventures left out because the figure cannot be known for them yet.
 */
export interface Figure {
  value: number | null;
  count: number;
  n: number;
  excluded: number;
  definition: string;
}

export const OUTCOME_DAYS = [90, 180, 365] as const;
export type OutcomeDays = (typeof OUTCOME_DAYS)[number];
export const OUTCOME_KINDS = ['design_partner', 'pilot', 'funding'] as const;
export type OutcomeKind = (typeof OUTCOME_KINDS)[number];

export interface OutcomeFigure {
  days: OutcomeDays;
  kind: OutcomeKind;
  all: Figure;
  verifiedOnly: Figure;
}

/** The cohort chart's bars: entered -> returned -> design partner -> pilot -> funded (any milestone, to date). */
export interface CohortFunnel {
  entered: number;
  returned: number;
  designPartner: number;
  pilot: number;
  funded: number;
}

export interface CohortFigures {
  sprint: SprintFact;
  returnRate: Figure;
  outcomes: OutcomeFigure[];
  fundedAlumni: Figure;
  funnel: CohortFunnel;
}

export interface ProgrammeFigures {
  /** Oldest sprint first. */
  cohorts: CohortFigures[];
  overall: Omit<CohortFigures, 'sprint' | 'funnel'>;
}

const KIND_WORDS: Record<OutcomeKind, string> = {
  design_partner: 'a design partner or letter of intent',
  pilot: 'a pilot',
  funding: 'a funding round',
};

const DAY_MS = 86_400_000;

function rate(count: number, n: number, excluded: number, definition: string): Figure {
  return { value: n === 0 ? null : count / n, count, n, excluded, definition };
}

/** Whether a milestone is evidence of the outcome (a zero funding round is none, as for the stage). */
export function shows(kind: OutcomeKind, milestone: AnyMilestoneFact): boolean {
  switch (kind) {
    case 'design_partner':
      return milestone.type === 'design_partner' || milestone.type === 'letter_of_intent';
    case 'pilot':
      return milestone.type === 'pilot';
    case 'funding':
      return milestone.type === 'funding' && milestone.figures.amountMinor > 0;
  }
}

/** The ISO date `days` after the sprint's end (UTC). */
export function horizonOf(sprint: Pick<SprintFact, 'endDate'>, days: number): string {
  return new Date(new Date(sprint.endDate).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

function reached(venture: VentureCohortFact, kind: OutcomeKind, verifiedOnly: boolean, byDate?: string): boolean {
  return venture.milestones.some(
    (milestone) =>
      (!verifiedOnly || milestone.verified) &&
      (byDate === undefined || milestone.occurredOn <= byDate) &&
      shows(kind, milestone),
  );
}

/** A (venture, sprint) pair: one venture entering one sprint. */
interface Pairing {
  venture: VentureCohortFact;
  sprint: SprintFact;
  returned: boolean;
  /** Whether some sprint followed this one (else 'returned' cannot be known yet). */
  followed: boolean;
}

function outcomeOf(
  pairings: readonly Pairing[],
  days: OutcomeDays,
  kind: OutcomeKind,
  verifiedOnly: boolean,
  today: string,
): Figure {
  // One date per sprint, not two per pairing: thousands of pairings share a few sprints.
  const horizons = new Map<SprintFact, string>();
  const horizonAt = (sprint: SprintFact) => {
    let horizon = horizons.get(sprint);
    if (horizon === undefined) horizons.set(sprint, (horizon = horizonOf(sprint, days)));
    return horizon;
  };
  const due = pairings.filter((pairing) => horizonAt(pairing.sprint) <= today);
  const count = due.filter((pairing) => reached(pairing.venture, kind, verifiedOnly, horizonAt(pairing.sprint))).length;
  const definition =
    `Of the ventures that entered the sprint and whose ${days} days after its end have passed, the share ` +
    `with ${KIND_WORDS[kind]} dated on or before that day${verifiedOnly ? ', verified by staff' : ', verified or self-reported'}. ` +
    'Ventures whose horizon has not passed yet are excluded, not counted as failures.';
  return rate(count, due.length, pairings.length - due.length, definition);
}

function outcomesOf(pairings: readonly Pairing[], today: string): OutcomeFigure[] {
  return OUTCOME_DAYS.flatMap((days) =>
    OUTCOME_KINDS.map((kind) => ({
      days,
      kind,
      all: outcomeOf(pairings, days, kind, false, today),
      verifiedOnly: outcomeOf(pairings, days, kind, true, today),
    })),
  );
}

function fundedAlumniOf(ventures: readonly VentureCohortFact[]): Figure {
  const count = ventures.filter((venture) => reached(venture, 'funding', true)).length;
  return {
    value: count,
    count,
    n: ventures.length,
    excluded: 0,
    definition: "'Funded alumni': the ventures with a verified funding milestone, of n ventures.",
  };
}

const RETURN_DEFINITION =
  'Of the ventures that entered the sprint, the share that entered a later sprint. ' +
  'Ventures of a sprint no other sprint followed yet are excluded.';

/**
 * The figures the programme quotes about itself (ventures.md 'Figures the programme quotes'), per
 * cohort (the ventures that entered one sprint) and overall (every venture-sprint pairing once;
 * funded alumni counts each venture once). `now` decides which outcome horizons have passed.
 */
export function programmeFigures(
  sprints: readonly SprintFact[],
  ventures: readonly VentureCohortFact[],
  now: Date,
): ProgrammeFigures {
  const ordered = [...sprints].sort((a, b) => a.endDate.localeCompare(b.endDate) || a.eventId.localeCompare(b.eventId));
  const position = new Map(ordered.map((sprint, index) => [sprint.eventId, index]));
  const last = ordered.length - 1;
  const today = now.toISOString().slice(0, 10);

  const pairings: Pairing[] = ventures.flatMap((venture) => {
    const entered = venture.eventIds.flatMap((eventId) => {
      const index = position.get(eventId);
      return index === undefined ? [] : [index];
    });
    const latest = Math.max(...entered);
    return [...new Set(entered)].map((index) => ({
      venture,
      sprint: ordered[index],
      returned: latest > index,
      followed: index < last,
    }));
  });

  const returnRateOf = (group: readonly Pairing[]): Figure => {
    const followed = group.filter((pairing) => pairing.followed);
    const returned = followed.filter((pairing) => pairing.returned).length;
    return rate(returned, followed.length, group.length - followed.length, RETURN_DEFINITION);
  };

  const cohorts = ordered.map((sprint): CohortFigures => {
    const group = pairings.filter((pairing) => pairing.sprint === sprint);
    const members = group.map((pairing) => pairing.venture);
    return {
      sprint,
      returnRate: returnRateOf(group),
      outcomes: outcomesOf(group, today),
      fundedAlumni: fundedAlumniOf(members),
      funnel: {
        entered: group.length,
        returned: group.filter((pairing) => pairing.returned).length,
        designPartner: members.filter((venture) => reached(venture, 'design_partner', false)).length,
        pilot: members.filter((venture) => reached(venture, 'pilot', false)).length,
        funded: members.filter((venture) => reached(venture, 'funding', false)).length,
      },
    };
  });

  const inProgramme = ventures.filter((venture) => venture.eventIds.some((eventId) => position.has(eventId)));
  return {
    cohorts,
    overall: {
      returnRate: returnRateOf(pairings),
      outcomes: outcomesOf(pairings, today),
      fundedAlumni: fundedAlumniOf(inProgramme),
    },
  };
}

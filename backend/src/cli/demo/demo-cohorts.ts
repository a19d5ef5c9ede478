import type { MilestoneFigures } from '../../ventures/venture-rules.js';

/** The milestones a planted venture reaches (insights' 'any traction'). */
type TractionType = 'design_partner' | 'pilot' | 'funding';

/**
 * One more team of an earlier sprint, so the insights screen has enough entries with a known
 * outcome (insights.md 'Demo data'): a solo founder who signs up, applies, enters a new venture and
 * is scored on [Innovation, Execution, Market fit]; some reach traction after the sprint.
 */
export interface CohortTeamPlan {
  key: string;
  firstName: string;
  lastName: string;
  title: string;
  tagline: string;
  /** The judge's scores, in the order of the earlier sprints' criteria. */
  scores: [number, number, number];
  /** Recorded by the founder this many days after the sprint's end and verified by staff three days later. */
  traction?: { type: TractionType; afterDays: number };
}

const FIRST_NAMES = ['Ana', 'Ben', 'Cora', 'Dev', 'Emi', 'Finn', 'Gia', 'Hugo', 'Ines', 'Jon', 'Kai', 'Lena'];
const LAST_NAMES = { civic: 'Alvarez', retail: 'Brooks' } as const;
const PRODUCTS = [
  'Queue',
  'Ledger',
  'Route',
  'Forms',
  'Books',
  'Shift',
  'Stock',
  'Slots',
  'Notes',
  'Rates',
  'Signs',
  'Desk',
];

/**
 * Planted, not drawn at random: 'Market fit' predicts traction (the teams that reach a design
 * partner, pilot or funding scored high on it, with one overlap each way), 'Innovation' does not
 * (both groups get the same spread, the non-traction group a little higher). Six of twelve reach
 * traction in each sprint.
 */
const TRACTION = [true, false, true, false, false, true, true, false, true, false, true, false];
const MARKET_FIT = { yes: [5, 4, 4, 5, 3, 4], no: [2, 3, 2, 4, 2, 3] };
const INNOVATION = { yes: [2, 3, 4, 3, 2, 4], no: [3, 5, 4, 2, 4, 3] };
const TRACTION_TYPES: TractionType[] = ['design_partner', 'pilot', 'funding'];

function plans(sprint: 'civic' | 'retail'): CohortTeamPlan[] {
  const seen = { yes: 0, no: 0 };
  return TRACTION.map((traction, index) => {
    const group = traction ? 'yes' : 'no';
    const k = seen[group]++;
    const marketFit = MARKET_FIT[group][k];
    const innovation = INNOVATION[group][k];
    const product = `${LAST_NAMES[sprint]} ${PRODUCTS[index]}`;
    return {
      key: `${sprint}-${String(index + 1).padStart(2, '0')}`,
      firstName: FIRST_NAMES[index],
      lastName: LAST_NAMES[sprint],
      title: product,
      tagline: `${PRODUCTS[index]} for the ${sprint === 'civic' ? 'city' : 'shop'} counter`,
      scores: [innovation, Math.round((innovation + marketFit) / 2), marketFit],
      traction: traction ? { type: TRACTION_TYPES[k % 3], afterDays: 20 + 11 * k } : undefined,
    };
  });
}

/** The earlier sprints (demo-earlier-sprints.ts' EarlierSprint, which imports this file). */
type CohortSprint = 'civic' | 'retail' | 'smallBusiness';

/** The extra teams per earlier sprint; the Small Business Sprint's horizon has not passed, so it gets none. */
export const COHORT_TEAMS: Record<CohortSprint, CohortTeamPlan[]> = {
  civic: plans('civic'),
  retail: plans('retail'),
  smallBusiness: [],
};

/** A cohort founder's sign-in. */
export function cohortEmail(team: CohortTeamPlan): string {
  return `demo-founder-${team.key}@example.com`;
}

/** The figures of a planted traction milestone. */
export function tractionFigures(
  team: CohortTeamPlan,
  type: TractionType,
): MilestoneFigures['design_partner'] | MilestoneFigures['pilot'] | MilestoneFigures['funding'] {
  switch (type) {
    case 'design_partner':
      return { organisation: `${team.title} Partners` };
    case 'pilot':
      return { organisation: `${team.title} Pilot Site`, state: 'paid' };
    case 'funding':
      return { amountMinor: 5_000_000, currency: 'USD', source: 'angel' };
  }
}

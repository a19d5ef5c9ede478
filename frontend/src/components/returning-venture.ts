import type { components } from '@/api/generated/schema';

type Money = components['schemas']['MoneyInCurrencyDto'];

/** An earlier sprint of the venture with its published standing. */
export interface VentureSprintStanding {
  sprintTitle: string;
  place: number | null;
  rank: number | null;
  of: number | null;
}

/**
 * The venture a returning applicant continues, as the admin Applications drawer and the review
 * page show it. Under blind review the server sends no name.
 */
export interface ReturningVenture {
  name: string | null;
  stage: string;
  sprintsEntered: number;
  bestPlace: number | null;
  /** Oldest first; the admin drawer has none. */
  sprints?: VentureSprintStanding[];
  figures: components['schemas']['ApplicantVentureFiguresDto'];
}

const PLACES: Record<number, string> = { 1: '1st', 2: '2nd', 3: '3rd' };

/** 'best place 1st', or that it has not placed yet. */
export function bestPlaceText(bestPlace: number | null): string {
  return bestPlace === null ? 'not placed yet' : `best place ${PLACES[bestPlace] ?? `${bestPlace}th`}`;
}

/** '€250,000.00 (€0.00 verified)' per currency, never summed across currencies; '–' for none. */
export function moneyText(amounts: readonly Money[]): string {
  if (amounts.length === 0) return '–';
  return amounts
    .map((amount) => {
      const all = formatMinor(amount.all, amount.currency);
      return amount.verified === amount.all
        ? `${all} (verified)`
        : `${all} (${formatMinor(amount.verified, amount.currency)} verified)`;
    })
    .join('; ');
}

function formatMinor(minor: number, currency: string): string {
  try {
    const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    return format.format(minor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
  } catch {
    return `${currency} ${(minor / 100).toFixed(2)}`;
  }
}

/** '12 (3 verified)'. */
export function countText({ all, verified }: { all: number; verified: number }): string {
  return `${all} (${verified} verified)`;
}

const PLACE_WORDS: Record<number, string> = { 1: '1st place', 2: '2nd place', 3: '3rd place' };

/** An earlier sprint's standing: 'Rank 1 of 12 · 1st place', or that it was not ranked. */
export function standingText({ rank, of, place }: Pick<VentureSprintStanding, 'rank' | 'of' | 'place'>): string {
  const parts: string[] = [];
  if (rank !== null && of !== null) parts.push(`Rank ${rank} of ${of}`);
  if (place !== null) parts.push(PLACE_WORDS[place] ?? `${place}th place`);
  return parts.length > 0 ? parts.join(' · ') : 'Not ranked';
}

/** One line of 'Returning venture': the stage line is shown as its badge. */
export interface ReturningVentureRow {
  key: string;
  label: string;
  text: string;
}

/** The lines of 'Returning venture', in order: its name only when the server sent one. */
export function returningVentureRows(venture: ReturningVenture): ReturningVentureRow[] {
  const { figures } = venture;
  return [
    ...(venture.name === null ? [] : [{ key: 'venture', label: 'Venture', text: venture.name }]),
    { key: 'stage', label: 'Stage', text: venture.stage },
    {
      key: 'sprints',
      label: 'Sprints entered',
      text: `${venture.sprintsEntered}, ${bestPlaceText(venture.bestPlace)}`,
    },
    ...(venture.sprints ?? []).map((sprint, index) => ({
      key: `sprint-${index}`,
      label: sprint.sprintTitle,
      text: standingText(sprint),
    })),
    { key: 'interviews', label: 'Interviews', text: countText(figures.interviews) },
    { key: 'designPartners', label: 'Design partners', text: countText(figures.designPartners) },
    { key: 'pilots', label: 'Pilots', text: countText(figures.pilots) },
    { key: 'revenue', label: 'Monthly revenue', text: moneyText(figures.revenue) },
    { key: 'funding', label: 'Funding', text: moneyText(figures.funding) },
  ];
}

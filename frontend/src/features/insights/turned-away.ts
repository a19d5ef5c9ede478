import type { ChartNumbers } from '@/components/chart-card/chart-card';

// Section 5 comes from the follow-up surveys (backend/src/follow-ups/), whose shape the API does not
// name yet: it is read leniently, and anything it cannot read is the empty state.

export const TURNED_AWAY_CAVEAT = 'Selection differs between these groups: this is not the effect of the programme.';

export interface TurnedAwayOutcome {
  kind: string;
  label: string;
  count: number | null;
  /** The share of the group's answered surveys, 0-1. */
  share: number | null;
}

export interface TurnedAwayGroup {
  key: string;
  label: string;
  /** Answered surveys in the group. */
  n: number;
  outcomes: TurnedAwayOutcome[];
}

export interface TurnedAwaySection {
  groups: TurnedAwayGroup[];
  /** 'Too few…' or another reason there are no figures. */
  note: string | null;
}

const GROUP_LABELS: Record<string, string> = { approved: 'Approved', waitlisted: 'Waitlisted', rejected: 'Rejected' };
const OUTCOME_LABELS: Record<string, string> = {
  designPartner: 'Design partner or LOI',
  design_partner: 'Design partner or LOI',
  pilot: 'Pilot',
  funding: 'Funding',
  stopped: 'Stopped',
};

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const numberOr = (value: unknown, fallback: number | null): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const textOf = (...values: unknown[]): string | undefined =>
  values.find((value): value is string => typeof value === 'string');
const labelOf = (key: string, labels: Record<string, string>) =>
  labels[key] ?? key.charAt(0).toUpperCase() + key.slice(1).replaceAll('_', ' ');

function outcomeOf(kind: string, value: unknown, n: number): TurnedAwayOutcome | null {
  // { kind, count, rate|value|share } or { kind, figure: { count, value } } or a bare count.
  const figure = isObject(value) && isObject(value.figure) ? value.figure : value;
  if (typeof figure === 'number')
    return { kind, label: labelOf(kind, OUTCOME_LABELS), count: figure, share: n > 0 ? figure / n : null };
  if (!isObject(figure)) return null;
  const count = numberOr(figure.count, null);
  const share = numberOr(figure.rate ?? figure.share ?? figure.value, count !== null && n > 0 ? count / n : null);
  return { kind, label: labelOf(kind, OUTCOME_LABELS), count, share };
}

function groupOf(value: unknown, fallbackKey?: string): TurnedAwayGroup | null {
  if (!isObject(value)) return null;
  const key = textOf(value.decision, value.group, value.key, fallbackKey);
  const n = numberOr(value.n ?? value.answered, null);
  if (key === undefined || n === null) return null;
  const outcomes: TurnedAwayOutcome[] = [];
  if (Array.isArray(value.outcomes)) {
    for (const entry of value.outcomes) {
      const kind = isObject(entry) ? textOf(entry.kind, entry.key) : undefined;
      const outcome = kind ? outcomeOf(kind, entry, n) : null;
      if (outcome) outcomes.push(outcome);
    }
  } else if (isObject(value.outcomes)) {
    for (const [kind, entry] of Object.entries(value.outcomes)) {
      const outcome = outcomeOf(kind, entry, n);
      if (outcome) outcomes.push(outcome);
    }
  }
  return { key, label: textOf(value.label) ?? labelOf(key, GROUP_LABELS), n, outcomes };
}

/** The section as the response carries it, or null (not built yet, or nothing readable in it). */
export function readTurnedAway(section: unknown): TurnedAwaySection | null {
  if (!isObject(section)) return null;
  const raw = section.groups;
  const groups = (
    Array.isArray(raw)
      ? raw.map((group) => groupOf(group))
      : isObject(raw)
        ? Object.entries(raw).map(([key, group]) => groupOf(group, key))
        : []
  ).filter((group): group is TurnedAwayGroup => group !== null);
  const note = textOf(section.tooFew, section.note) ?? null;
  if (groups.length === 0 && note === null) return null;
  return { groups, note };
}

/** One group of bars per decision group, a bar (share in %) per outcome. */
export function turnedAwayChartRows(section: TurnedAwaySection): Record<string, string | number | null>[] {
  return section.groups.map((group) => ({
    group: `${group.label} (n = ${group.n})`,
    ...Object.fromEntries(
      group.outcomes.map((outcome) => [
        outcome.kind,
        outcome.share === null ? null : Math.round(outcome.share * 1000) / 10,
      ]),
    ),
  }));
}

/** The outcome kinds across the groups, in their first order. */
export function turnedAwayKinds(section: TurnedAwaySection): { kind: string; label: string }[] {
  const kinds = new Map<string, string>();
  for (const group of section.groups) for (const outcome of group.outcomes) kinds.set(outcome.kind, outcome.label);
  return [...kinds].map(([kind, label]) => ({ kind, label }));
}

export function turnedAwayNumbers(section: TurnedAwaySection): ChartNumbers {
  return {
    columns: ['Group', 'n', 'Outcome', 'Count', 'Share (%)'],
    rows: section.groups.flatMap((group) =>
      group.outcomes.map((outcome) => [
        group.label,
        group.n,
        outcome.label,
        outcome.count,
        outcome.share === null ? null : Math.round(outcome.share * 1000) / 10,
      ]),
    ),
  };
}

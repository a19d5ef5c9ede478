import { trackLabel } from '@/design/status-look';

/** A leaderboard row as far as ranking goes (the API's row has more). */
export interface RankedRow {
  submissionId: string;
  /** Rank by normalised score (1 = best); null without a completed review. */
  rank: number | null;
  /** Staff only: the rank by raw mean in the same list. */
  rawRank?: number | null;
}

export type RankingMode = 'normalised' | 'raw';

/** A score on the 1-5 scale with 2 decimals; '—' without one (no completed review). */
export function formatScore(score: number | null | undefined): string {
  return score === null || score === undefined ? '—' : score.toFixed(2);
}

/** The ± column: the standard error with 2 decimals, '—' when there is none (one review). */
export function formatStandardError(standardError: number | null | undefined): string {
  return standardError === null || standardError === undefined ? '—' : `±${standardError.toFixed(2)}`;
}

/** The team's rank line: '#2 of 14 in Discovery'. */
export function rankText(rank: number, of: number, track: string): string {
  return `#${rank} of ${of} in ${trackLabel(track)}`;
}

export interface DisplayedRow<T extends RankedRow> {
  row: T;
  /** The rank in the ranking shown; null for a row not ranked (no completed review). */
  shownRank: number | null;
  /**
   * How many places normalisation moved the row compared with the raw ranking: positive when it
   * moved up, negative down, 0 unmoved or unknown (no raw rank: not staff).
   */
  moved: number;
}

/** Ascending ranks, unranked rows last (in the order given). */
function byRank<T>(rank: (row: T) => number | null | undefined) {
  return (a: T, b: T) => (rank(a) ?? Number.POSITIVE_INFINITY) - (rank(b) ?? Number.POSITIVE_INFINITY);
}

/**
 * The rows in the order of the chosen ranking, each with its rank there and how far normalisation
 * moved it (the raw rank minus the normalised rank). Raw mode needs the staff's raw ranks.
 */
export function rankRows<T extends RankedRow>(rows: readonly T[], mode: RankingMode): DisplayedRow<T>[] {
  const displayed = rows.map((row) => {
    const rawRank = row.rawRank ?? null;
    const moved = rawRank !== null && row.rank !== null ? rawRank - row.rank : 0;
    return { row, shownRank: mode === 'raw' ? rawRank : row.rank, moved };
  });
  // A stable sort: equal or missing ranks keep the server's order.
  return displayed.sort(byRank((each) => each.shownRank));
}

/** The marker of a moved row: '▲ 2' up, '▼ 1' down, '' unmoved. */
export function movementText(moved: number): string {
  if (moved > 0) return `▲ ${moved}`;
  if (moved < 0) return `▼ ${-moved}`;
  return '';
}

/** The accessible description of a moved row's marker. */
export function movementLabel(moved: number): string {
  if (moved === 0) return 'Not moved by normalisation';
  const places = Math.abs(moved) === 1 ? 'place' : 'places';
  return `Normalisation moved it ${moved > 0 ? 'up' : 'down'} ${Math.abs(moved)} ${places}`;
}

/** A per-criterion average (1-5) as a percent of the bar; 0 when no sheet scored it. */
export function averagePercent(average: number | null): number {
  if (average === null) return 0;
  return Math.max(0, Math.min(100, Math.round((average / 5) * 100)));
}

/** A winner's place as the leaderboard shows it: '1st', '2nd', '3rd', then 'Honorable Mention'. */
export function placeText(place: number): string {
  switch (place) {
    case 1:
      return '1st';
    case 2:
      return '2nd';
    case 3:
      return '3rd';
    default:
      return 'Honorable Mention';
  }
}

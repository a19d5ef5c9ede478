import { trackLabel } from '@/lib/tracks';

/** A leaderboard row as far as ranking and display go (the API's row has more). */
export interface RankedRow {
  submissionId: string;
  /** Rank by the normalised score (1 = best), as the server computed it. */
  rank: number;
  normalisedScore: number;
  rawMean: number;
  reviews: number;
}

export type RankingMode = 'normalised' | 'raw';

/** A score on the 1-5 scale with 2 decimals. */
export function formatScore(score: number): string {
  return score.toFixed(2);
}

/** The ± column: the standard error with 2 decimals, '—' when there is none (one review). */
export function formatStandardError(standardError: number | null | undefined): string {
  return standardError === null || standardError === undefined ? '—' : `±${standardError.toFixed(2)}`;
}

/** The team's rank line: '#2 of 14 in Discovery'. */
export function rankText(rank: number, of: number, track: string): string {
  return `#${rank} of ${of} in ${trackLabel(track)}`;
}

/**
 * The ranking by raw mean (ties by reviews, then by the normalised rank) as 1-based ranks,
 * keyed by submission id.
 */
export function rawRanks(rows: readonly RankedRow[]): Map<string, number> {
  const ordered = [...rows].sort((a, b) => b.rawMean - a.rawMean || b.reviews - a.reviews || a.rank - b.rank);
  return new Map(ordered.map((row, index) => [row.submissionId, index + 1]));
}

export interface DisplayedRow<T extends RankedRow> {
  row: T;
  /** The rank in the ranking shown. */
  shownRank: number;
  /**
   * How many places normalisation moved the row compared with the raw ranking: positive when it
   * moved up, negative down, 0 unmoved.
   */
  moved: number;
}

/**
 * The rows in the order of the chosen ranking, each with its rank there and how normalisation
 * moved it (the raw rank minus the normalised rank, within the rows given: a track's tab
 * compares within the track).
 */
export function rankRows<T extends RankedRow>(rows: readonly T[], mode: RankingMode): DisplayedRow<T>[] {
  const byNormalised = [...rows].sort((a, b) => a.rank - b.rank);
  const normalisedRank = new Map(byNormalised.map((row, index) => [row.submissionId, index + 1]));
  const raw = rawRanks(rows);
  const displayed = byNormalised.map((row) => {
    const normal = normalisedRank.get(row.submissionId) ?? 0;
    const rawRank = raw.get(row.submissionId) ?? 0;
    return { row, shownRank: mode === 'raw' ? rawRank : normal, moved: rawRank - normal };
  });
  return displayed.sort((a, b) => a.shownRank - b.shownRank);
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

/** A per-criterion average (1-5) as a percent of the bar. */
export function averagePercent(average: number): number {
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

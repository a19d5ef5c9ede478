import { type ItemScore, rank } from '../../common/panel-review/normalisation.js';

/** A submission as a leaderboard lists it. */
export interface ListedSubmission {
  id: string;
  projectId: string;
  track: string;
  title: string;
  tagline: string | null;
}

/** One line of a leaderboard: ranks within its list (overall or its track). */
export interface LeaderboardEntry extends ListedSubmission {
  /** By normalised score; null without a completed review. */
  rank: number | null;
  /** By raw mean (what staff compare with); null without a completed review. */
  rawRank: number | null;
  score: number | null;
  rawMean: number | null;
  standardError: number | null;
  reviews: number;
}

/** Scores as answered: 4 decimals (screens show 2); ranks are computed before, at full precision. */
export function shown(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

/**
 * Ranks these submissions against each other: scored ones by normalised score (ties by raw mean,
 * then reviews), then the unscored in the order given.
 */
export function rankEntries(
  submissions: readonly ListedSubmission[],
  scores: ReadonlyMap<string, ItemScore>,
): LeaderboardEntry[] {
  const scored = submissions.flatMap((submission) => {
    const score = scores.get(submission.id);
    return score ? [{ ...score, itemId: submission.id, submission }] : [];
  });
  const rawRanks = new Map(rank(scored, 'raw').map(({ entry, rank: position }) => [entry.itemId, position]));
  const ranked: LeaderboardEntry[] = rank(scored).map(({ entry, rank: position }) => ({
    ...entry.submission,
    rank: position,
    rawRank: rawRanks.get(entry.itemId)!,
    score: shown(entry.score),
    rawMean: shown(entry.rawMean),
    standardError: entry.standardError === null ? null : shown(entry.standardError),
    reviews: entry.reviews,
  }));
  const unscored: LeaderboardEntry[] = submissions
    .filter((submission) => !scores.has(submission.id))
    .map((submission) => ({
      ...submission,
      rank: null,
      rawRank: null,
      score: null,
      rawMean: null,
      standardError: null,
      reviews: 0,
    }));
  return [...ranked, ...unscored];
}

/** The 'Overall' list and one list per track (tracks by name), each ranked on its own. */
export function leaderboards(
  submissions: readonly ListedSubmission[],
  scores: ReadonlyMap<string, ItemScore>,
): { overall: LeaderboardEntry[]; tracks: { track: string; rows: LeaderboardEntry[] }[] } {
  const byTrack = new Map<string, ListedSubmission[]>();
  for (const submission of submissions) {
    const track = byTrack.get(submission.track);
    if (track) track.push(submission);
    else byTrack.set(submission.track, [submission]);
  }
  return {
    overall: rankEntries(submissions, scores),
    tracks: [...byTrack.keys()]
      .sort((a, b) => a.localeCompare(b))
      .map((track) => ({ track, rows: rankEntries(byTrack.get(track)!, scores) })),
  };
}

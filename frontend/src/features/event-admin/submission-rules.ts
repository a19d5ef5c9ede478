/** What the staff screens need of a submission to apply these rules. */
interface SubmissionLike {
  id: string;
  track: string;
  awarded: boolean;
  snapshot: { team: readonly unknown[] };
}

/** 'Team: n': the snapshot's team, or 1 (the owner) when it lists nobody. */
export function teamSize(submission: Pick<SubmissionLike, 'snapshot'>): number {
  return Math.max(submission.snapshot.team.length, 1);
}

/** Only submissions without a winner entry can be awarded. */
export function unawardedSubmissions<T extends Pick<SubmissionLike, 'awarded'>>(submissions: readonly T[]): T[] {
  return submissions.filter((submission) => !submission.awarded);
}

/** The tracks present among the submissions, in first-seen order. */
export function submissionTracks(submissions: readonly Pick<SubmissionLike, 'track'>[]): string[] {
  return [...new Set(submissions.map((submission) => submission.track))];
}

/** Capitalised for display: 'discovery' -> 'Discovery'. */
export function trackLabel(track: string): string {
  return track.charAt(0).toUpperCase() + track.slice(1);
}

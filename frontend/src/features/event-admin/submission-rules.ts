/** What the staff screens need of a submission to apply these rules. */
interface SubmissionLike {
  id: string;
  track: string;
  snapshot: { team: readonly unknown[] };
}

/** 'Team: n': the snapshot's team, or 1 (the owner) when it lists nobody. */
export function teamSize(submission: Pick<SubmissionLike, 'snapshot'>): number {
  return Math.max(submission.snapshot.team.length, 1);
}

/** Track names as the status map words them ('discovery' -> 'Discovery'). */
export { trackLabel } from '@/design/status-look';

import type { AssignmentState } from './judging-rules.js';

/**
 * 'Assign Submissions' as a pure function (judging.md 'Assignment'): each submission gets the
 * eligible judges with the fewest assignments so far, ties broken by a seeded shuffle, until it has
 * `k` judges or no eligible judge is left. Existing assignments are never moved or dropped; a judge
 * who has any assignment row for a submission (recused ones too) is never assigned to it again.
 */
export interface PlanSubmission {
  id: string;
}

export interface PlanInput<S extends PlanSubmission> {
  /** In a stable order (oldest first); the order breaks ties between equally constrained submissions. */
  submissions: readonly S[];
  judgeIds: readonly string[];
  existing: readonly { submissionId: string; judgeId: string; state: AssignmentState }[];
  /** Whether the judge may review the submission (no conflict of interest). */
  eligible: (judgeId: string, submission: S) => boolean;
  k: number;
  seed: string;
}

export interface PlanResult {
  added: { submissionId: string; judgeId: string }[];
  /** Submissions left with fewer than k judges (recused ones not counted). */
  short: { submissionId: string; assigned: number }[];
}

export function planAssignments<S extends PlanSubmission>(input: PlanInput<S>): PlanResult {
  const { submissions, judgeIds, existing, eligible, k, seed } = input;
  const judges = new Set(judgeIds);
  const load = new Map<string, number>(judgeIds.map((id) => [id, 0]));
  const taken = new Map<string, Set<string>>(submissions.map(({ id }) => [id, new Set<string>()]));
  const active = new Map<string, number>(submissions.map(({ id }) => [id, 0]));
  for (const { submissionId, judgeId, state } of existing) {
    taken.get(submissionId)?.add(judgeId);
    if (state === 'recused') continue;
    if (judges.has(judgeId)) load.set(judgeId, load.get(judgeId)! + 1);
    if (active.has(submissionId)) active.set(submissionId, active.get(submissionId)! + 1);
  }

  // The candidates of each submission, computed once; the most constrained submissions go first,
  // so that judges with few eligible submissions are spent where nobody else can go.
  const candidates = new Map<string, string[]>();
  for (const submission of submissions) {
    const already = taken.get(submission.id)!;
    candidates.set(
      submission.id,
      judgeIds.filter((judgeId) => !already.has(judgeId) && eligible(judgeId, submission)),
    );
  }
  const spare = (submission: S) => candidates.get(submission.id)!.length - (k - active.get(submission.id)!);
  const order = submissions
    .map((submission, index) => ({ submission, index }))
    .filter(({ submission }) => active.get(submission.id)! < k)
    .sort((a, b) => spare(a.submission) - spare(b.submission) || a.index - b.index);

  const added: PlanResult['added'] = [];
  const short: PlanResult['short'] = [];
  for (const { submission } of order) {
    const missing = k - active.get(submission.id)!;
    const picks = candidates
      .get(submission.id)!
      .map((judgeId) => ({ judgeId, load: load.get(judgeId)!, rank: seededRank(seed, submission.id, judgeId) }))
      .sort((a, b) => a.load - b.load || a.rank - b.rank || (a.judgeId < b.judgeId ? -1 : 1))
      .slice(0, missing);
    for (const { judgeId } of picks) {
      load.set(judgeId, load.get(judgeId)! + 1);
      added.push({ submissionId: submission.id, judgeId });
    }
    const assigned = active.get(submission.id)! + picks.length;
    if (assigned < k) short.push({ submissionId: submission.id, assigned });
  }
  // Short submissions in the input order, whatever order they were filled in.
  const position = new Map(submissions.map(({ id }, index) => [id, index]));
  short.sort((a, b) => position.get(a.submissionId)! - position.get(b.submissionId)!);
  return { added, short };
}

/** A stable pseudo-random rank of a judge for a submission under a seed (FNV-1a, then a 32-bit mix). */
export function seededRank(seed: string, submissionId: string, judgeId: string): number {
  let hash = 0x811c9dc5;
  const text = `${seed}|${submissionId}|${judgeId}`;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

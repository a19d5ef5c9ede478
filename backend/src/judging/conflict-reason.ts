import {
  type ConflictFacts,
  type ConflictKind,
  conflictChecker,
  conflictOfInterest,
} from '../common/panel-review/conflicts-of-interest.js';

/** A judge's conflict with a submission in judging's words (the panel's 'own' is a team member). */
export type ConflictReason = 'team member' | Exclude<ConflictKind, 'own'>;

/** Why the judge may not review the submission, or null when they may (declared conflicts are with the project). */
export function judgingConflict(
  judgeId: string,
  submission: { projectId: string; teamUserIds: readonly string[] },
  facts: ConflictFacts,
): ConflictReason | null {
  const kind = conflictOfInterest(judgeId, { key: submission.projectId, partyUserIds: submission.teamUserIds }, facts);
  return kind === 'own' ? 'team member' : kind;
}

/** Whether each judge may review each submission, for a whole plan (each email read once). */
export function judgingEligibility(
  facts: ConflictFacts,
): (judgeId: string, submission: { projectId: string; teamUserIds: readonly string[] }) => boolean {
  const check = conflictChecker(facts);
  return (judgeId, submission) =>
    check(judgeId, { key: submission.projectId, partyUserIds: submission.teamUserIds }) === null;
}

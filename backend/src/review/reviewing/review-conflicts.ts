import {
  type ConflictFacts,
  type ConflictKind,
  conflictChecker,
  conflictOfInterest,
} from '../../common/panel-review/conflicts-of-interest.js';

/** A reviewer's conflict with an application in review's words (the panel's 'own' is their own application). */
export type ReviewConflictReason = 'own application' | Exclude<ConflictKind, 'own'>;

/** Why the reviewer may not review the application, or null when they may (declared conflicts are with the application). */
export function reviewConflict(
  reviewerId: string,
  application: { id: string; userId: string },
  facts: ConflictFacts,
): ReviewConflictReason | null {
  return worded(conflictOfInterest(reviewerId, { key: application.id, partyUserIds: [application.userId] }, facts));
}

/** Whether each reviewer may review each application, for a whole plan (each email read once). */
export function reviewEligibility(
  facts: ConflictFacts,
): (reviewerId: string, application: { id: string; userId: string }) => boolean {
  const check = conflictChecker(facts);
  return (reviewerId, application) =>
    check(reviewerId, { key: application.id, partyUserIds: [application.userId] }) === null;
}

function worded(kind: ConflictKind | null): ReviewConflictReason | null {
  return kind === 'own' ? 'own application' : kind;
}

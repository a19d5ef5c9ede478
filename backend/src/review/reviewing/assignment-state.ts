import type { ExistingAssignment } from '../../common/panel-review/assignment-plan.js';
import type { PlannedRow } from './review-assignment.repository.js';

/**
 * An event's assignments as the shared plan reads them. A review given stays given: a scored
 * assignment counts towards `k` even once its reviewer is no longer seated. An unscored one of a
 * reviewer no longer seated (removing a seat deletes them; this covers anything left) no longer
 * counts: the plan sees it as recused, never asks that reviewer again and tops the application up.
 */
export function plannedAssignments(rows: readonly PlannedRow[], reviewerIds: readonly string[]): ExistingAssignment[] {
  const seated = new Set(reviewerIds);
  return rows.map(({ applicationId, reviewerId, status, reviewed }) => ({
    itemId: applicationId,
    reviewerId,
    state: status === 'recused' ? 'recused' : reviewed ? 'completed' : seated.has(reviewerId) ? 'assigned' : 'recused',
  }));
}

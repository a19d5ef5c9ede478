import { Injectable } from '@nestjs/common';
import { ApplicationsUnderReview, type ApplicationFacts } from '../../applications/applications-under-review.js';
import type { AuthUser } from '../../common/auth/roles.js';
import { type ConflictFacts, declaredKey } from '../../common/panel-review/conflicts-of-interest.js';
import { UserDirectory } from '../../users/user-directory.js';
import { ReviewSetup, STAFF_REVIEWER_ROLES } from '../review-setup.js';
import { reviewConflict } from './review-conflicts.js';
import type { PlannedRow } from './review-assignment.repository.js';
import { NotEventReviewer, ReviewApplicationNotFound, ReviewerHasConflict } from './reviewing.errors.js';

/** Staff see every application in full, blind review or not (review.md). */
export function isReviewStaff(user: AuthUser): boolean {
  return STAFF_REVIEWER_ROLES.includes(user.role);
}

/** What reviewing's commands and queries read of other features, and the checks they share. */
@Injectable()
export class ReviewingFacts {
  constructor(
    private readonly setup: ReviewSetup,
    private readonly applications: ApplicationsUnderReview,
    private readonly people: UserDirectory,
  ) {}

  /** 404 for an unknown application. */
  async application(applicationId: string): Promise<ApplicationFacts> {
    const found = (await this.applications.facts([applicationId])).get(applicationId);
    if (!found) throw new ReviewApplicationNotFound();
    return found;
  }

  /**
   * Whether the user may still review this application, asked at each use and not only when it was
   * assigned: 403 once they no longer review the event (removed, or no longer staff), or once they
   * have a conflict with the applicant (the applicant's email moved to their organisation).
   */
  async assertMayReview(reviewerId: string, application: ApplicationFacts): Promise<void> {
    if (!(await this.setup.isReviewer(application.eventId, reviewerId))) throw new NotEventReviewer();
    const facts = await this.conflictFacts([reviewerId], [application.userId], []);
    const conflict = reviewConflict(reviewerId, { id: application.id, userId: application.userId }, facts);
    if (conflict !== null) throw new ReviewerHasConflict(conflict);
  }

  /**
   * Everything the conflict rules need: emails of the reviewers and the applicants (the same-domain
   * rule is always on for applications), and the recusals as declared conflicts.
   */
  async conflictFacts(
    reviewerIds: readonly string[],
    applicantIds: readonly string[],
    rows: readonly Pick<PlannedRow, 'applicationId' | 'reviewerId' | 'status'>[],
  ): Promise<ConflictFacts> {
    const emails = await this.people.emails([...reviewerIds, ...applicantIds]);
    const declared = new Set(
      rows.filter((row) => row.status === 'recused').map((row) => declaredKey(row.reviewerId, row.applicationId)),
    );
    return { declared, emails, sameDomainConflicts: true };
  }
}

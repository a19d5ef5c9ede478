import { Injectable } from '@nestjs/common';
import type { TransactionScope } from '../../transactions/transaction-scope.js';
import type { RemovedReviewer } from '../reviewer-removal-participants.js';
import { ReviewAssignmentRepository } from './review-assignment.repository.js';
import { ReviewAssignmentsRemoved } from './reviewing.events.js';

/**
 * A reviewer taken off an event leaves no unscored assignment behind (the next 'Assign
 * Applications' gives those applications to someone else); reviews they gave stay. Registered with
 * ReviewerRemovalParticipants: it runs inside the removing command's transaction.
 */
@Injectable()
export class RemovedReviewerAssignments {
  constructor(private readonly assignments: ReviewAssignmentRepository) {}

  async end(tx: TransactionScope, { eventId, userId }: RemovedReviewer): Promise<void> {
    // The event's assignments lock, as assigning and recusing take it.
    await this.assignments.lockEvent(eventId);
    const removed = await this.assignments.removeUnscored(eventId, userId);
    if (removed.length === 0) return;
    tx.record(
      new ReviewAssignmentsRemoved(eventId, { reviewerId: userId, assignments: removed, via: 'reviewer_removed' }),
    );
  }
}

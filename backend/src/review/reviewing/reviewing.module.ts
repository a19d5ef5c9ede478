import { Module, type OnModuleInit } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ApplicationsModule } from '../../applications/applications.module.js';
import { EventDependents } from '../../events/event-dependents.js';
import { EventsModule } from '../../events/events.module.js';
import { UsersModule } from '../../users/users.module.js';
import { ReviewLocks } from '../review-locks.js';
import { ReviewModule } from '../review.module.js';
import { ReviewerRemovalParticipants } from '../reviewer-removal-participants.js';
import { AssignApplicationsHandler } from './commands/assign-applications/assign-applications.handler.js';
import { RecuseFromReviewHandler } from './commands/recuse-from-review/recuse-from-review.handler.js';
import { SaveReviewHandler } from './commands/save-review/save-review.handler.js';
import { GetApplicationForReviewHandler } from './queries/get-application-for-review/get-application-for-review.handler.js';
import { GetMyReviewingHandler } from './queries/get-my-reviewing/get-my-reviewing.handler.js';
import { GetReviewQueueHandler } from './queries/get-review-queue/get-review-queue.handler.js';
import { RemovedReviewerAssignments } from './removed-reviewer-assignments.js';
import { ReviewAssignmentAdminController } from './review-assignment-admin.controller.js';
import { ReviewAssignmentRepository } from './review-assignment.repository.js';
import { ReviewingController } from './reviewing.controller.js';
import { REVIEWING_ENTITIES } from './reviewing.entities.js';
import { ReviewingFacts } from './reviewing-facts.js';

/**
 * Application review, assignment and reviewing (review.md): 'Assign Applications', the reviewers'
 * queue, reviews with the 409 on a stale save, recusals; blind review is decided here, on the server.
 */
@Module({
  imports: [MikroOrmModule.forFeature(REVIEWING_ENTITIES), ReviewModule, ApplicationsModule, EventsModule, UsersModule],
  controllers: [ReviewingController, ReviewAssignmentAdminController],
  // The ranking and its decisions read the reviews, and plan extra ones under the same conflicts.
  exports: [ReviewAssignmentRepository, ReviewingFacts],
  providers: [
    ReviewAssignmentRepository,
    ReviewingFacts,
    RemovedReviewerAssignments,
    AssignApplicationsHandler,
    SaveReviewHandler,
    RecuseFromReviewHandler,
    GetReviewQueueHandler,
    GetApplicationForReviewHandler,
    GetMyReviewingHandler,
  ],
})
export class ReviewingModule implements OnModuleInit {
  constructor(
    private readonly locks: ReviewLocks,
    private readonly removals: ReviewerRemovalParticipants,
    private readonly dependents: EventDependents,
    private readonly assignments: ReviewAssignmentRepository,
    private readonly removedReviewers: RemovedReviewerAssignments,
  ) {}

  /**
   * A saved review freezes the rubric's criteria; a removed reviewer's unscored assignments go with
   * their seat; deleting an event counts the assignments and reviews that go with it.
   */
  onModuleInit(): void {
    this.locks.register((eventId) => this.assignments.hasReviews(eventId));
    this.removals.register((tx, removed) => this.removedReviewers.end(tx, removed));
    this.dependents.register((eventId) => this.assignments.countFor(eventId));
  }
}

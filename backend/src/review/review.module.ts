import { Module, type OnModuleInit } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { EventDependents } from '../events/event-dependents.js';
import { EventsModule } from '../events/events.module.js';
import { SeatInvitations } from '../events/seat-invitations.js';
import { UsersModule } from '../users/users.module.js';
import { AddReviewCriterionHandler } from './commands/add-review-criterion/add-review-criterion.handler.js';
import { EditReviewCriterionHandler } from './commands/edit-review-criterion/edit-review-criterion.handler.js';
import { RemoveReviewCriterionHandler } from './commands/remove-review-criterion/remove-review-criterion.handler.js';
import { RemoveReviewerHandler } from './commands/remove-reviewer/remove-reviewer.handler.js';
import { ReorderReviewCriteriaHandler } from './commands/reorder-review-criteria/reorder-review-criteria.handler.js';
import { SeatReviewerHandler } from './commands/seat-reviewer/seat-reviewer.handler.js';
import { UpdateReviewSettingsHandler } from './commands/update-review-settings/update-review-settings.handler.js';
import { WithdrawReviewerInvitationHandler } from './commands/withdraw-reviewer-invitation/withdraw-reviewer-invitation.handler.js';
import { GetReviewSettingsHandler } from './queries/get-review-settings/get-review-settings.handler.js';
import { ListReviewCriteriaHandler } from './queries/list-review-criteria/list-review-criteria.handler.js';
import { ListReviewersHandler } from './queries/list-reviewers/list-reviewers.handler.js';
import { ReviewerSeated } from './review.events.js';
import { REVIEW_ENTITIES } from './review.entities.js';
import { ReviewLocks } from './review-locks.js';
import { ReviewSetup } from './review-setup.js';
import { ReviewSetupAdminController } from './review-setup-admin.controller.js';
import { ReviewSetupChange } from './review-setup-change.js';
import { ReviewSetupRepository } from './review-setup.repository.js';
import { ReviewerRemovalParticipants } from './reviewer-removal-participants.js';

/**
 * Application review (review.md): each event's review setup (settings, rubric, reviewers). Other
 * features read it through ReviewSetup; reviewing registers with ReviewLocks (a saved review
 * freezes the rubric) and ReviewerRemovalParticipants (what goes with a reviewer's seat).
 */
@Module({
  imports: [MikroOrmModule.forFeature(REVIEW_ENTITIES), UsersModule, EventsModule],
  controllers: [ReviewSetupAdminController],
  providers: [
    ReviewSetupRepository,
    ReviewSetup,
    ReviewSetupChange,
    ReviewLocks,
    ReviewerRemovalParticipants,
    UpdateReviewSettingsHandler,
    AddReviewCriterionHandler,
    EditReviewCriterionHandler,
    RemoveReviewCriterionHandler,
    ReorderReviewCriteriaHandler,
    SeatReviewerHandler,
    RemoveReviewerHandler,
    WithdrawReviewerInvitationHandler,
    GetReviewSettingsHandler,
    ListReviewCriteriaHandler,
    ListReviewersHandler,
  ],
  exports: [ReviewSetup, ReviewLocks, ReviewerRemovalParticipants],
})
export class ReviewModule implements OnModuleInit {
  constructor(
    private readonly invitations: SeatInvitations,
    private readonly dependents: EventDependents,
    private readonly setup: ReviewSetupRepository,
  ) {}

  onModuleInit(): void {
    // Someone invited by email becomes a reviewer when they verify it, in that transaction.
    this.invitations.onAccepted('reviewer', async (tx, { eventId, userId, invitedBy }) => {
      await this.setup.lock(eventId);
      if (await this.setup.seat(eventId, userId, invitedBy)) {
        tx.record(new ReviewerSeated(eventId, { userId, via: 'invitation' }));
      }
    });
    this.dependents.register(async (eventId) => ({
      ...(await this.setup.countFor(eventId)),
      reviewer_invitations: await this.invitations.count(eventId, 'reviewer'),
    }));
  }
}

import { Module, type OnModuleInit } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { EventDependents } from '../events/event-dependents.js';
import { EventsModule } from '../events/events.module.js';
import { DueWorkSources } from '../notifications/schedule/due-work-sources.js';
import { UsersModule } from '../users/users.module.js';
import { ApplicantVentures } from './applicant-ventures.js';
import { ApplicationDecisionParticipants } from './application-decisions.js';
import { FollowUpConsents } from './follow-up-consents.js';
import { APPLICATIONS_ENTITIES } from './applications.entities.js';
import { ApplicationRecords } from './application-records.js';
import { ApplicationStanding } from './application-standing.js';
import { ApplicationViews } from './application-views.js';
import { ApplicationsUnderReview } from './applications-under-review.js';
import { ApplicationRepository } from './application.repository.js';
import { ApplicationStatusChanges } from './application-status-changes.js';
import { ApplicationsAdminController } from './applications-admin.controller.js';
import { ApplicationsController } from './applications.controller.js';
import { ChangeApplicationStatusHandler } from './commands/change-application-status/change-application-status.handler.js';
import { ResendDecisionEmailHandler } from './commands/resend-decision-email/resend-decision-email.handler.js';
import { SubmitApplicationHandler } from './commands/submit-application/submit-application.handler.js';
import { DecisionEmails } from './decision-emails.js';
import { GetApplicationDetailHandler } from './queries/get-application-detail/get-application-detail.handler.js';
import { GetMyApplicationHandler } from './queries/get-my-application/get-my-application.handler.js';
import { GetParticipantDashboardHandler } from './queries/get-participant-dashboard/get-participant-dashboard.handler.js';
import { ListApplicationsHandler } from './queries/list-applications/list-applications.handler.js';
import { ListMyApplicationsHandler } from './queries/list-my-applications/list-my-applications.handler.js';
import { StatusHistoryProjection } from './status-history.projection.js';
import { DecisionLagProjection } from './decision-lag.projection.js';
import { ApplicationAnalytics } from './application-analytics.js';
import { ExportApplicationsHandler } from './queries/export-applications/export-applications.handler.js';
import { ApplicationForm } from './questions/application-form.js';
import { AddQuestionHandler } from './questions/commands/add-question/add-question.handler.js';
import { EditQuestionHandler } from './questions/commands/edit-question/edit-question.handler.js';
import { ReorderQuestionsHandler } from './questions/commands/reorder-questions/reorder-questions.handler.js';
import { SetQuestionHiddenHandler } from './questions/commands/set-question-hidden/set-question-hidden.handler.js';
import { ListApplyQuestionsHandler } from './questions/queries/list-apply-questions/list-apply-questions.handler.js';
import { ListQuestionsHandler } from './questions/queries/list-questions/list-questions.handler.js';
import { QuestionRepository } from './questions/question.repository.js';
import { QuestionsAdminController } from './questions/questions-admin.controller.js';
import { QuestionsController } from './questions/questions.controller.js';
import { ConfirmSpotHandler } from './spots/commands/confirm-spot/confirm-spot.handler.js';
import { DeclineSpotHandler } from './spots/commands/decline-spot/decline-spot.handler.js';
import { ExpireDueSpotsHandler } from './spots/commands/expire-due-spots/expire-due-spots.handler.js';
import { OfferWaitlistSpotsHandler } from './spots/commands/offer-waitlist-spots/offer-waitlist-spots.handler.js';
import { GetEventSpotsHandler } from './spots/queries/get-event-spots/get-event-spots.handler.js';
import { SpotDueWork } from './spots/spot-due-work.js';
import { SpotRepository } from './spots/spot.repository.js';
import { SpotsAdminController } from './spots/spots-admin.controller.js';
import { SpotsController } from './spots/spots.controller.js';
import { EventSpotSettings } from './spots/spot-settings.js';
import { WAITLIST_ORDER, WaitlistOrdering } from './spots/waitlist-order.js';

@Module({
  // EventSpotSettings: an event's days to confirm a spot and its capacity, read through review's reader (registered at start).
  imports: [MikroOrmModule.forFeature(APPLICATIONS_ENTITIES), EventsModule, UsersModule],
  controllers: [
    ApplicationsController,
    ApplicationsAdminController,
    QuestionsController,
    QuestionsAdminController,
    SpotsController,
    SpotsAdminController,
  ],
  providers: [
    ApplicantVentures,
    ApplicationDecisionParticipants,
    FollowUpConsents,
    ApplicationAnalytics,
    ApplicationRepository,
    ApplicationStanding,
    ApplicationRecords,
    ApplicationsUnderReview,
    ApplicationViews,
    DecisionEmails,
    SubmitApplicationHandler,
    ChangeApplicationStatusHandler,
    ResendDecisionEmailHandler,
    StatusHistoryProjection,
    DecisionLagProjection,
    ListApplicationsHandler,
    ListMyApplicationsHandler,
    GetMyApplicationHandler,
    GetApplicationDetailHandler,
    GetParticipantDashboardHandler,
    ExportApplicationsHandler,
    // Custom application questions (review.md): the application form of an event.
    ApplicationForm,
    QuestionRepository,
    AddQuestionHandler,
    EditQuestionHandler,
    ReorderQuestionsHandler,
    SetQuestionHiddenHandler,
    ListQuestionsHandler,
    ListApplyQuestionsHandler,
    // Confirming a spot and the waitlist (review.md 'Decisions').
    ApplicationStatusChanges,
    SpotRepository,
    WaitlistOrdering,
    EventSpotSettings,
    { provide: WAITLIST_ORDER, useExisting: WaitlistOrdering },
    ConfirmSpotHandler,
    DeclineSpotHandler,
    ExpireDueSpotsHandler,
    OfferWaitlistSpotsHandler,
    GetEventSpotsHandler,
    SpotDueWork,
  ],
  // ApplicantVentures: ventures registers what the apply form's venture choice needs.
  // WAITLIST_ORDER: application review's ranking replaces the waitlist's order (WaitlistOrdering.replaceWith).
  // ApplicationsUnderReview: application review reads the applications it assigns and reviews.
  // ApplicationDecisionParticipants, FollowUpConsents: the follow-up survey (follow-ups) after a decision.
  exports: [
    ApplicationAnalytics,
    ApplicationDecisionParticipants,
    FollowUpConsents,
    ApplicationStanding,
    ApplicationRecords,
    ApplicantVentures,
    ApplicationsUnderReview,
    WAITLIST_ORDER,
    EventSpotSettings,
  ],
})
export class ApplicationsModule implements OnModuleInit {
  constructor(
    private readonly dependents: EventDependents,
    private readonly applications: ApplicationRepository,
    private readonly dueWork: DueWorkSources,
    private readonly spotDueWork: SpotDueWork,
  ) {}

  /**
   * Deleting an event counts the applications that go with it (in its audit event); the one
   * scheduler expires spots not confirmed by their deadline.
   */
  onModuleInit(): void {
    this.dueWork.register(this.spotDueWork);
    this.dependents.register(async (eventId) => ({ applications: await this.applications.countForEvent(eventId) }));
  }
}

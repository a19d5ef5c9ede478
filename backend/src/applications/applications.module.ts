import { Module, type OnModuleInit } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { EventDependents } from '../events/event-dependents.js';
import { EventsModule } from '../events/events.module.js';
import { UsersModule } from '../users/users.module.js';
import { APPLICATIONS_ENTITIES } from './applications.entities.js';
import { ApplicationRecords } from './application-records.js';
import { ApplicationStanding } from './application-standing.js';
import { ApplicationViews } from './application-views.js';
import { ApplicationRepository } from './application.repository.js';
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

@Module({
  imports: [MikroOrmModule.forFeature(APPLICATIONS_ENTITIES), EventsModule, UsersModule],
  controllers: [ApplicationsController, ApplicationsAdminController],
  providers: [
    ApplicationAnalytics,
    ApplicationRepository,
    ApplicationStanding,
    ApplicationRecords,
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
  ],
  exports: [ApplicationAnalytics, ApplicationStanding, ApplicationRecords],
})
export class ApplicationsModule implements OnModuleInit {
  constructor(
    private readonly dependents: EventDependents,
    private readonly applications: ApplicationRepository,
  ) {}

  /** Deleting an event counts the applications that go with it (in its audit event). */
  onModuleInit(): void {
    this.dependents.register(async (eventId) => ({ applications: await this.applications.countForEvent(eventId) }));
  }
}

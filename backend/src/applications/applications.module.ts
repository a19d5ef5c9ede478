import { Module } from '@nestjs/common';
import { ApplicationsAdminController } from './applications-admin.controller.js';
import { ApplicationsController } from './applications.controller.js';
import { ChangeApplicationStatusHandler, ResendDecisionEmailHandler } from './commands/review-application.commands.js';
import { SubmitApplicationHandler } from './commands/submit-application.command.js';
import {
  GetApplicationDetailHandler,
  GetMyApplicationHandler,
  ListApplicationsHandler,
  ListMyApplicationsHandler,
} from './queries/application-queries.js';
import { GetParticipantDashboardHandler } from './queries/participant-dashboard.query.js';
import { StatusHistoryProjection } from './status-history.projection.js';

@Module({
  controllers: [ApplicationsController, ApplicationsAdminController],
  providers: [
    SubmitApplicationHandler,
    ChangeApplicationStatusHandler,
    ResendDecisionEmailHandler,
    StatusHistoryProjection,
    ListApplicationsHandler,
    ListMyApplicationsHandler,
    GetMyApplicationHandler,
    GetApplicationDetailHandler,
    GetParticipantDashboardHandler,
  ],
})
export class ApplicationsModule {}

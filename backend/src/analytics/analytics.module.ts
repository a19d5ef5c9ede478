import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { EventsModule } from '../events/events.module.js';
import { JudgingModule } from '../judging/judging.module.js';
import { ProjectsModule } from '../projects/projects.module.js';
import { UsersModule } from '../users/users.module.js';
import { AnalyticsAdminController } from './analytics-admin.controller.js';
import { GetEventAnalyticsHandler } from './queries/get-event-analytics/get-event-analytics.handler.js';

/** The Analytics tab (issue 17): queries only, reading the features through the read models they export. */
@Module({
  imports: [UsersModule, EventsModule, ApplicationsModule, ProjectsModule, JudgingModule],
  controllers: [AnalyticsAdminController],
  providers: [GetEventAnalyticsHandler],
})
export class AnalyticsModule {}

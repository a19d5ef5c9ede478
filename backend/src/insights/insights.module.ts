import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { EventsModule } from '../events/events.module.js';
import { FollowUpsModule } from '../follow-ups/follow-ups.module.js';
import { JudgingModule } from '../judging/judging.module.js';
import { ProjectsModule } from '../projects/projects.module.js';
import { EventReviewScores } from '../review/ranking/event-review-scores.js';
import { ReviewingModule } from '../review/reviewing/reviewing.module.js';
import { UsersModule } from '../users/users.module.js';
import { VenturesPortfolioModule } from '../ventures/ventures-portfolio.module.js';
import { InsightsAdminController } from './insights-admin.controller.js';
import { InsightsFactsReader } from './insights-facts.js';
import { InsightsScreen } from './insights-screen.js';
import { ExportInsightsHandler } from './queries/export-insights/export-insights.handler.js';
import { GetInsightsHandler } from './queries/get-insights/get-insights.handler.js';

/**
 * `/admin/insights` (insights.md, issue 29): read-only over the owners' read models (projects'
 * entries, ventures' milestones, events' criteria, judging's counted sheets, review's normalised
 * reviews, applications' tallies, follow-ups' answered surveys); its one write, 'Use these weights', is events' command.
 */
@Module({
  imports: [
    ProjectsModule,
    EventsModule,
    FollowUpsModule,
    JudgingModule,
    ApplicationsModule,
    ReviewingModule,
    UsersModule,
    VenturesPortfolioModule,
  ],
  controllers: [InsightsAdminController],
  providers: [
    // Review's reader of an event's normalised reviews (review/ranking), over reviewing's repository.
    EventReviewScores,
    InsightsFactsReader,
    InsightsScreen,
    GetInsightsHandler,
    ExportInsightsHandler,
  ],
})
export class InsightsModule {}

import { type DynamicModule, Module, type ModuleMetadata } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AnalyticsModule } from './analytics/analytics.module.js';
import { AnnouncementsModule } from './announcements/announcements.module.js';
import { ApplicationsModule } from './applications/applications.module.js';
import { AuditModule } from './audit/audit.module.js';
import { AuditLogModule } from './audit-log/audit-log.module.js';
import { AuthModule } from './auth/auth.module.js';
import { AccessModule } from './common/auth/access.module.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { EventsModule } from './events/events.module.js';
import { EmailPreferencesModule } from './email-preferences/email-preferences.module.js';
import { FilesModule } from './files/files.module.js';
import { FollowUpsModule } from './follow-ups/follow-ups.module.js';
import { HealthModule } from './health/health.module.js';
import { InsightsModule } from './insights/insights.module.js';
import { JudgingModule } from './judging/judging.module.js';
import { LiveModule } from './live/live.module.js';
import { ProjectsModule } from './projects/projects.module.js';
import { ReviewModule } from './review/review.module.js';
import { RankingModule } from './review/ranking/ranking.module.js';
import { ReviewingModule } from './review/reviewing/reviewing.module.js';
import { TeamsModule } from './teams/teams.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { TransactionsModule } from './transactions/transactions.module.js';
import { UsersModule } from './users/users.module.js';
import { VenturesModule } from './ventures/ventures.module.js';
import { VentureCheckinsModule } from './ventures/checkins.module.js';
import { VenturesPortfolioModule } from './ventures/ventures-portfolio.module.js';
import { RemindersModule } from './reminders/reminders.module.js';
import { StorageModule } from './storage/storage.module.js';

export interface AppModuleOptions {
  /** Consume queue jobs and relay the outbox in this process. */
  runWorkers: boolean;
  /** Extra modules, e.g. probes that integration tests mount next to the real ones. */
  extraImports?: NonNullable<ModuleMetadata['imports']>;
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, options: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(config),
        CqrsModule.forRoot(),
        AuditModule,
        AuditLogModule,
        NotificationsModule.forRoot({ runWorkers: options.runWorkers }),
        TransactionsModule,
        StorageModule,
        AccessModule,
        HealthModule,
        AuthModule,
        UsersModule,
        EventsModule,
        ApplicationsModule,
        ProjectsModule,
        TeamsModule,
        JudgingModule,
        VenturesModule,
        VentureCheckinsModule,
        VenturesPortfolioModule,
        FollowUpsModule,
        AnnouncementsModule,
        RemindersModule,
        FilesModule,
        EmailPreferencesModule,
        InsightsModule,
        ReviewModule,
        ReviewingModule,
        RankingModule,
        AnalyticsModule,
        LiveModule,
        ...(options.extraImports ?? []),
      ],
    };
  }
}

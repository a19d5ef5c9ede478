import { Module, type OnModuleInit } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ApplicationsModule } from '../applications/applications.module.js';
import { EmailPreferencesModule } from '../email-preferences/email-preferences.module.js';
import { EventsModule } from '../events/events.module.js';
import { DueWorkSources } from '../notifications/schedule/due-work-sources.js';
import { ProjectsModule } from '../projects/projects.module.js';
import { ReviewModule } from '../review/review.module.js';
import { UsersModule } from '../users/users.module.js';
import { VentureCheckinsModule } from '../ventures/checkins.module.js';
import { AnnouncementAudience } from './announcement-audience.js';
import { AnnouncementDelivery } from './announcement-delivery.js';
import { AnnouncementRepository } from './announcement.repository.js';
import { AnnouncementsAdminController } from './announcements-admin.controller.js';
import { AnnouncementsController } from './announcements.controller.js';
import { ANNOUNCEMENTS_ENTITIES } from './announcements.entities.js';
import { CancelAnnouncementHandler } from './commands/cancel-announcement/cancel-announcement.handler.js';
import { ScheduleAnnouncementHandler } from './commands/schedule-announcement/schedule-announcement.handler.js';
import { SendAnnouncementBatchHandler } from './commands/send-announcement-batch/send-announcement-batch.handler.js';
import { ListAnnouncementsHandler } from './queries/list-announcements/list-announcements.handler.js';
import { ListEventAnnouncementsHandler } from './queries/list-event-announcements/list-event-announcements.handler.js';
import { PreviewAnnouncementHandler } from './queries/preview-announcement/preview-announcement.handler.js';

/**
 * Announcements (issue 30): staff messages to a segment of an event, resolved through the owners'
 * read ports (applications, projects, events, review, venture check-ins), sent now or at a time by
 * the one scheduler (DueWorkSources), one email per recipient through the outbox.
 */
@Module({
  imports: [
    MikroOrmModule.forFeature(ANNOUNCEMENTS_ENTITIES),
    ApplicationsModule,
    EventsModule,
    ProjectsModule,
    ReviewModule,
    VentureCheckinsModule,
    UsersModule,
    EmailPreferencesModule,
  ],
  controllers: [AnnouncementsAdminController, AnnouncementsController],
  providers: [
    AnnouncementRepository,
    AnnouncementAudience,
    AnnouncementDelivery,
    ScheduleAnnouncementHandler,
    CancelAnnouncementHandler,
    SendAnnouncementBatchHandler,
    PreviewAnnouncementHandler,
    ListAnnouncementsHandler,
    ListEventAnnouncementsHandler,
  ],
})
export class AnnouncementsModule implements OnModuleInit {
  constructor(
    private readonly dueWork: DueWorkSources,
    private readonly delivery: AnnouncementDelivery,
  ) {}

  onModuleInit(): void {
    this.dueWork.register(this.delivery);
  }
}

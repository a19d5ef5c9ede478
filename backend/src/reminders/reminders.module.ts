import { Module, type OnModuleInit } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ApplicationsModule } from '../applications/applications.module.js';
import { EmailPreferencesModule } from '../email-preferences/email-preferences.module.js';
import { EventsModule } from '../events/events.module.js';
import { JudgingModule } from '../judging/judging.module.js';
import { DueWorkSources } from '../notifications/schedule/due-work-sources.js';
import { ProjectsModule } from '../projects/projects.module.js';
import { UsersModule } from '../users/users.module.js';
import { ChangeReminderSettingsHandler } from './commands/change-reminder-settings/change-reminder-settings.handler.js';
import { SendRemindersHandler } from './commands/send-reminders/send-reminders.handler.js';
import { GetReminderSettingsHandler } from './queries/get-reminder-settings/get-reminder-settings.handler.js';
import { ReminderDueWork } from './reminder-due-work.js';
import { ReminderRepository } from './reminder.repository.js';
import { RemindersAdminController } from './reminders-admin.controller.js';
import { REMINDERS_ENTITIES } from './reminders.entities.js';

/**
 * Automatic reminders (issue 30): per-event settings, and the 'reminders' source of the one
 * scheduler (DueWorkSources) that emails each recipient once per occasion through the outbox,
 * resolving them through the owners' read ports (applications, projects, events, judging).
 */
@Module({
  imports: [
    MikroOrmModule.forFeature(REMINDERS_ENTITIES),
    ApplicationsModule,
    EventsModule,
    JudgingModule,
    ProjectsModule,
    UsersModule,
    EmailPreferencesModule,
  ],
  controllers: [RemindersAdminController],
  providers: [
    ReminderRepository,
    ReminderDueWork,
    ChangeReminderSettingsHandler,
    SendRemindersHandler,
    GetReminderSettingsHandler,
  ],
})
export class RemindersModule implements OnModuleInit {
  constructor(
    private readonly dueWork: DueWorkSources,
    private readonly reminders: ReminderDueWork,
  ) {}

  onModuleInit(): void {
    this.dueWork.register(this.reminders);
  }
}

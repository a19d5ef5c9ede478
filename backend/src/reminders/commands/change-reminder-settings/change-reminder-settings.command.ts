import { Command } from '@nestjs/cqrs';
import type { ReminderSettings } from '../../reminder-rules.js';

/** Staff switch the event's reminders and set their offsets; answers the settings as saved. */
export class ChangeReminderSettingsCommand extends Command<ReminderSettings> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly settings: ReminderSettings,
  ) {
    super();
  }
}

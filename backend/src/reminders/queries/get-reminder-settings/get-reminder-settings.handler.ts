import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EventCatalog } from '../../../events/event-catalog.js';
import { EventNotFound } from '../../../events/events.errors.js';
import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from '../../reminder-rules.js';
import { ReminderRepository } from '../../reminder.repository.js';
import { GetReminderSettingsQuery } from './get-reminder-settings.query.js';

@QueryHandler(GetReminderSettingsQuery)
export class GetReminderSettingsHandler implements IQueryHandler<GetReminderSettingsQuery> {
  constructor(
    private readonly reminders: ReminderRepository,
    private readonly events: EventCatalog,
  ) {}

  async execute({ eventId }: GetReminderSettingsQuery): Promise<ReminderSettings> {
    if (!(await this.events.findById(eventId))) throw new EventNotFound();
    return (await this.reminders.settingsOf([eventId])).get(eventId) ?? DEFAULT_REMINDER_SETTINGS;
  }
}

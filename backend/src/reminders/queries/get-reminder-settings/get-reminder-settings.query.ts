import { Query } from '@nestjs/cqrs';
import type { ReminderSettings } from '../../reminder-rules.js';

/** The event's reminder settings, the defaults filling in what staff never changed. */
export class GetReminderSettingsQuery extends Query<ReminderSettings> {
  constructor(readonly eventId: string) {
    super();
  }
}

import { DomainEvent } from '../audit/domain-event.js';
import type { ReminderKind, ReminderSettings } from './reminder-rules.js';

/** An event's reminders are their own stream, keyed by the event's id. */
const REMINDERS = 'event_reminders';

/** Staff changed which reminders go out for the event, and when. */
export class ReminderSettingsChanged extends DomainEvent<{ eventId: string; settings: ReminderSettings }> {
  static readonly TYPE = 'reminders.settings_changed';
  readonly type = ReminderSettingsChanged.TYPE;
  readonly streamType = REMINDERS;
}

/** The scheduler wrote the reminders of one occasion into the outbox (those not reminded yet). */
export class RemindersSent extends DomainEvent<{
  eventId: string;
  kind: ReminderKind;
  occasion: string;
  recipients: number;
}> {
  static readonly TYPE = 'reminders.sent';
  readonly type = RemindersSent.TYPE;
  readonly streamType = REMINDERS;
}

declare module '../audit/domain-event.js' {
  interface EventPayloads {
    [ReminderSettingsChanged.TYPE]: ReminderSettingsChanged['payload'];
    [RemindersSent.TYPE]: RemindersSent['payload'];
  }
}

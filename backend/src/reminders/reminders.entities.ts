import { ReminderDelivery, ReminderSettingRow } from './reminder.entity.js';

/** Registered by RemindersModule. */
export const REMINDERS_ENTITIES = [ReminderSettingRow, ReminderDelivery];

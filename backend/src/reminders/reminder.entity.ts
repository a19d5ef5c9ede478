import { defineEntity, p } from '@mikro-orm/core';
import { Event } from '../events/event.entity.js';
import { User } from '../users/user.entity.js';
import { REMINDER_KINDS } from './reminder-rules.js';

/**
 * An event's setting of one kind of reminder (issue 30 'Automatic reminders'); a missing row is the
 * default (reminder-rules.ts). Changed by ChangeReminderSettingsCommand, audited.
 */
export const ReminderSettingRow = defineEntity({
  name: 'ReminderSettingRow',
  tableName: 'reminder_settings',
  properties: {
    event: p.manyToOne(Event).primary().deleteRule('cascade').foreignKeyName('reminder_settings_event_id_fkey'),
    kind: p.enum(REMINDER_KINDS).primary(),
    enabled: p.boolean(),
    offsetsHours: p.json<number[]>(),
    updatedAt: p.datetime().defaultRaw('now()'),
  },
});

/**
 * One row per reminder sent: event, kind, occasion and recipient. Written in the transaction that puts
 * the email into the outbox; its primary key makes a second one impossible, however often or
 * concurrently the scheduler's tick runs, and whatever Redis forgets.
 */
export const ReminderDelivery = defineEntity({
  name: 'ReminderDelivery',
  tableName: 'reminder_deliveries',
  properties: {
    event: p.manyToOne(Event).primary().deleteRule('cascade').foreignKeyName('reminder_deliveries_event_id_fkey'),
    kind: p.enum(REMINDER_KINDS).primary(),
    occasion: p.string().primary(),
    user: p.manyToOne(User).primary().deleteRule('cascade').foreignKeyName('reminder_deliveries_user_id_fkey'),
    sentAt: p.datetime(),
  },
  indexes: [{ name: 'reminder_deliveries_user_index', properties: ['user'] }],
});

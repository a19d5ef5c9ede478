import { defineEntity, p } from '@mikro-orm/core';
import { Event } from '../events/event.entity.js';
import { User } from '../users/user.entity.js';
import { ANNOUNCEMENT_APPLICANT_STATUSES, ANNOUNCEMENT_SEGMENTS, ANNOUNCEMENT_STATES } from './announcement-rules.js';

/**
 * A message staff send to a segment of an event (issue 30 'Announcements'). The row is the truth of
 * its schedule (a Redis flush loses nothing): the scheduler's tick writes its emails into the outbox
 * in the transactions that record its recipients and mark it sent.
 */
export const Announcement = defineEntity({
  name: 'Announcement',
  tableName: 'announcements',
  properties: {
    id: p.uuid().primary(),
    event: p.manyToOne(Event).deleteRule('cascade').foreignKeyName('announcements_event_id_fkey'),
    createdBy: p
      .manyToOne(User)
      .fieldName('created_by')
      .nullable()
      .deleteRule('set null')
      .foreignKeyName('announcements_created_by_fkey'),
    subject: p.string(),
    bodyMd: p.text(),
    segment: p.enum(ANNOUNCEMENT_SEGMENTS),
    applicationStatus: p.enum(ANNOUNCEMENT_APPLICANT_STATUSES).nullable(),
    dueAt: p.datetime(),
    state: p.enum(ANNOUNCEMENT_STATES).default('scheduled'),
    /** Set when sent: how many people it went to. */
    recipientCount: p.integer().nullable(),
    sentAt: p.datetime().nullable(),
    cancelledAt: p.datetime().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
  indexes: [
    {
      // The scheduler's due rows.
      name: 'announcements_due_index',
      expression:
        "create index announcements_due_index on announcements (due_at) where state in ('scheduled', 'sending')",
    },
    { name: 'announcements_event_index', properties: ['event'] },
  ],
});

/**
 * One row per announcement and recipient, written in the transaction that puts their email into the
 * outbox: its primary key makes a second email impossible, however often or concurrently the tick runs.
 */
export const AnnouncementRecipient = defineEntity({
  name: 'AnnouncementRecipient',
  tableName: 'announcement_recipients',
  properties: {
    announcement: p
      .manyToOne(Announcement)
      .primary()
      .deleteRule('cascade')
      .foreignKeyName('announcement_recipients_announcement_id_fkey'),
    user: p.manyToOne(User).primary().deleteRule('cascade').foreignKeyName('announcement_recipients_user_id_fkey'),
    sentAt: p.datetime(),
  },
  indexes: [{ name: 'announcement_recipients_user_index', properties: ['user'] }],
});

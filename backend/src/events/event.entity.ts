import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';
import {
  DEFAULT_CHECKIN_OFFSET_DAYS,
  DEFAULT_GRACE_MINUTES,
  DEFAULT_TEAM_SIZE,
  EVENT_STATUSES,
  type EventTimezone,
} from './event-rules.js';

/** A sprint event: dates, tracks and team size; its criteria, judges and invitations hang off it. */
export const Event = defineEntity({
  name: 'Event',
  tableName: 'events',
  properties: {
    id: p.uuid().primary(),
    title: p.string().length(200),
    descriptionMd: p.text().nullable(),
    location: p.string().length(200).nullable(),
    status: p.enum(EVENT_STATUSES).default('draft'),
    startDate: p.datetime(),
    endDate: p.datetime(),
    submissionDeadline: p.datetime(),
    graceMinutes: p.integer().default(DEFAULT_GRACE_MINUTES),
    timezone: p.string().length(64).$type<EventTimezone>().default('America/Los_Angeles'),
    tracks: p.array(),
    teamSizeMax: p.integer().default(DEFAULT_TEAM_SIZE),
    /** Days after the end its ventures' check-ins fall due: 1-6, ascending (ventures.md). */
    checkinOffsetDays: p
      .array(Number)
      .columnType('integer[]')
      .defaultRaw(`'{${DEFAULT_CHECKIN_OFFSET_DAYS.join(',')}}'`),
    createdBy: p
      .manyToOne(User)
      .fieldName('created_by')
      .foreignKeyName('events_created_by_fkey')
      .nullable()
      .deleteRule('set null'),
    version: p.integer().default(1),
    createdAt: p.datetime().defaultRaw('now()'),
    updatedAt: p.datetime().defaultRaw('now()'),
  },
  checks: [
    { name: 'events_grace_minutes_check', expression: 'grace_minutes >= 0 and grace_minutes <= 60' },
    { name: 'events_tracks_check', expression: 'cardinality(tracks) > 0' },
    { name: 'events_team_size_max_check', expression: 'team_size_max >= 1 and team_size_max <= 10' },
    {
      name: 'events_checkin_offset_days_check',
      expression: 'cardinality(checkin_offset_days) >= 1 and cardinality(checkin_offset_days) <= 6',
    },
    { name: 'events_end_after_start', expression: 'end_date > start_date' },
    {
      name: 'events_deadline_within',
      expression: 'submission_deadline >= start_date and submission_deadline <= end_date',
    },
  ],
  indexes: [
    {
      name: 'events_public_index',
      expression: "create index events_public_index on events (start_date) where status in ('active', 'upcoming')",
    },
    { name: 'events_created_at_index', expression: 'create index events_created_at_index on events (created_at desc)' },
  ],
});

import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kyselyOf } from '../database/database.js';
import {
  DEFAULT_REMINDER_SETTINGS,
  REMINDER_KINDS,
  type ReminderKind,
  type ReminderSettings,
} from './reminder-rules.js';

type Tables = 'reminder_settings' | 'reminder_deliveries';

/** The reminders' tables. Inside a command every method runs in its transaction. */
@Injectable()
export class ReminderRepository {
  constructor(private readonly em: EntityManager) {}

  /** Each event's settings, the defaults filling in the kinds it never changed. */
  async settingsOf(eventIds: readonly string[]): Promise<Map<string, ReminderSettings>> {
    const settings = new Map(eventIds.map((eventId) => [eventId, structuredClone(DEFAULT_REMINDER_SETTINGS)]));
    if (eventIds.length === 0) return settings;
    const rows = await this.db()
      .selectFrom('reminder_settings')
      .select(['event_id', 'kind', 'enabled', 'offsets_hours'])
      .where('event_id', 'in', eventIds)
      .execute();
    for (const row of rows) {
      const of = settings.get(row.event_id);
      if (of) {
        of[row.kind] = { enabled: row.enabled, offsetsHours: row.offsets_hours };
      }
    }
    return settings;
  }

  async save(eventId: string, settings: ReminderSettings, at: Date): Promise<void> {
    await this.db()
      .insertInto('reminder_settings')
      .values(
        REMINDER_KINDS.map((kind) => ({
          event_id: eventId,
          kind,
          enabled: settings[kind].enabled,
          // The JSON text, cast: pg would send an array as a PostgreSQL array.
          offsets_hours: sql<number[]>`cast(${JSON.stringify(settings[kind].offsetsHours)} as jsonb)`,
          updated_at: at,
        })),
      )
      .onConflict((conflict) =>
        conflict.columns(['event_id', 'kind']).doUpdateSet((eb) => ({
          enabled: eb.ref('excluded.enabled'),
          offsets_hours: eb.ref('excluded.offsets_hours'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }

  /** Claims each recipient of the occasion by the unique key; answers the ids claimed now (never one reminded before). */
  async claim(
    eventId: string,
    kind: ReminderKind,
    occasion: string,
    userIds: readonly string[],
    at: Date,
  ): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.db()
      .insertInto('reminder_deliveries')
      .values(userIds.map((userId) => ({ event_id: eventId, kind, occasion, user_id: userId, sent_at: at })))
      .onConflict((conflict) => conflict.columns(['event_id', 'kind', 'occasion', 'user_id']).doNothing())
      .returning('user_id')
      .execute();
    return new Set(rows.map((row) => row.user_id));
  }

  private db() {
    return kyselyOf<Tables>(this.em);
  }
}

import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kyselyOf } from '../database/database.js';
import { jsonb } from '../projects/jsonb.js';
import type { CheckinEmailKind } from './checkin-email.entity.js';
import { CHECKIN_REMINDER_AFTER_DAYS, type EventCheckin } from './checkin-schedule.js';

type Tables = 'venture_checkins' | 'venture_checkin_emails';

/**
 * The check-ins' life after an event completes: created, moved with the end date, claimed by the
 * scheduler, answered. Inside a command every method runs in its transaction.
 */
@Injectable()
export class CheckinScheduling {
  constructor(private readonly em: EntityManager) {}

  /** One row per venture and offset; a row that exists already stays as it is (idempotent). */
  create(eventId: string, ventureIds: readonly string[], dues: readonly { offsetDays: number; dueAt: Date }[]) {
    return this.createEach(
      eventId,
      ventureIds.flatMap((ventureId) => dues.map((due) => ({ ventureId, ...due }))),
    );
  }

  /** These check-ins of the event; one that exists already (venture, event, offset) stays as it is. */
  async createEach(eventId: string, checkins: readonly { ventureId: string; offsetDays: number; dueAt: Date }[]) {
    if (checkins.length === 0) return [];
    const rows = checkins.map(({ ventureId, offsetDays, dueAt }) => ({
      id: randomUUID(),
      venture_id: ventureId,
      event_id: eventId,
      offset_days: offsetDays,
      due_at: dueAt,
      state: 'scheduled' as const,
    }));
    const created = await this.db()
      .insertInto('venture_checkins')
      .values(rows)
      .onConflict((conflict) => conflict.constraint('venture_checkins_one_per_offset').doNothing())
      .returning(['id', 'venture_id', 'offset_days', 'due_at'])
      .execute();
    return created;
  }

  /** Every check-in of the event, locked for the rest of the transaction (a tick asking one waits, or is waited for). */
  async lockOfEvent(eventId: string): Promise<EventCheckin[]> {
    const rows = await this.db()
      .selectFrom('venture_checkins')
      .select(['id', 'venture_id', 'offset_days', 'state', 'due_at'])
      .where('event_id', '=', eventId)
      .orderBy('id')
      .forUpdate()
      .execute();
    return rows.map((row) => ({
      id: row.id,
      ventureId: row.venture_id,
      offsetDays: row.offset_days,
      state: row.state,
      dueAt: new Date(row.due_at),
    }));
  }

  /** Check-ins not yet asked fall due at their new dates (one statement however many). */
  async moveUnasked(moves: readonly { id: string; dueAt: Date }[]): Promise<void> {
    if (moves.length === 0) return;
    const ids = moves.map((move) => move.id);
    const dues = moves.map((move) => move.dueAt.toISOString());
    await sql`
      update venture_checkins c set due_at = m.due_at
        from unnest(${ids}::uuid[], ${dues}::timestamptz[]) as m(id, due_at)
       where c.id = m.id and c.state = 'scheduled'`.execute(this.db());
  }

  /** Check-ins not yet asked whose offset the event no longer has. */
  async dropUnasked(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db().deleteFrom('venture_checkins').where('id', 'in', ids).where('state', '=', 'scheduled').execute();
  }

  /** Up to `limit` check-ins due to be asked, locked; rows another tick holds are skipped. */
  claimDue(now: Date, limit: number) {
    return this.db()
      .selectFrom('venture_checkins')
      .select(['id', 'venture_id', 'event_id', 'offset_days'])
      .where('state', '=', 'scheduled')
      .where('due_at', '<=', now)
      .orderBy('due_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
  }

  /** Up to `limit` asked, unanswered, unreminded check-ins asked a week ago or more, locked. */
  claimReminders(now: Date, limit: number) {
    return this.db()
      .selectFrom('venture_checkins')
      .select(['id', 'venture_id', 'event_id', 'offset_days'])
      .where('state', '=', 'asked')
      .where('reminded_at', 'is', null)
      .where('asked_at', '<=', sql<Date>`${now}::timestamptz - make_interval(days => ${CHECKIN_REMINDER_AFTER_DAYS})`)
      .orderBy('asked_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
  }

  /**
   * Claims the email `kind` of each check-in by its unique key; answers the ids claimed now (a
   * check-in whose email was written before is left out).
   */
  async claimEmails(kind: CheckinEmailKind, recipients: ReadonlyMap<string, number>, at: Date): Promise<Set<string>> {
    if (recipients.size === 0) return new Set();
    const rows = await this.db()
      .insertInto('venture_checkin_emails')
      .values(
        [...recipients].map(([checkinId, count]) => ({ checkin_id: checkinId, kind, recipients: count, sent_at: at })),
      )
      .onConflict((conflict) => conflict.columns(['checkin_id', 'kind']).doNothing())
      .returning('checkin_id')
      .execute();
    return new Set(rows.map((row) => row.checkin_id));
  }

  async markAsked(ids: readonly string[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db()
      .updateTable('venture_checkins')
      .set({ state: 'asked', asked_at: at })
      .where('id', 'in', ids)
      .execute();
  }

  async markReminded(ids: readonly string[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db().updateTable('venture_checkins').set({ reminded_at: at }).where('id', 'in', ids).execute();
  }

  /** One check-in of the venture, locked for the answer. */
  lockOfVenture(ventureId: string, checkinId: string) {
    return this.db()
      .selectFrom('venture_checkins')
      .select(['id', 'event_id', 'offset_days', 'state', 'due_at'])
      .where('id', '=', checkinId)
      .where('venture_id', '=', ventureId)
      .forUpdate()
      .executeTakeFirst();
  }

  find(ventureId: string, checkinId: string) {
    return this.db()
      .selectFrom('venture_checkins')
      .select(['id', 'event_id', 'offset_days', 'state', 'due_at', 'asked_at', 'answered_at'])
      .where('id', '=', checkinId)
      .where('venture_id', '=', ventureId)
      .executeTakeFirst();
  }

  async markAnswered(checkinId: string, userId: string, answer: Record<string, unknown>, at: Date): Promise<void> {
    await this.db()
      .updateTable('venture_checkins')
      .set({ state: 'answered', answered_at: at, answered_by: userId, answer: jsonb(answer) })
      .where('id', '=', checkinId)
      .execute();
  }

  /**
   * The venture stopped: its check-ins due after `dueAt` and still open (scheduled, or asked and
   * unanswered) are cancelled, so none is asked, reminded or shown as due. Their ids, soonest first.
   */
  async cancelOpenAfter(ventureId: string, dueAt: string | Date): Promise<string[]> {
    const rows = await this.db()
      .updateTable('venture_checkins')
      .set({ state: 'cancelled' })
      .where('venture_id', '=', ventureId)
      .where('state', 'in', ['scheduled', 'asked'])
      .where('due_at', '>', dueAt)
      .returning(['id', 'due_at'])
      .execute();
    return rows
      .sort((a, b) => new Date(a.due_at).getTime() - new Date(b.due_at).getTime() || a.id.localeCompare(b.id))
      .map((row) => row.id);
  }

  /** The ventures with a check-in due and unanswered at `now` (asked or about to be). */
  async venturesWithDue(now: Date): Promise<string[]> {
    const rows = await this.db()
      .selectFrom('venture_checkins')
      .select('venture_id')
      .distinct()
      .where('state', 'in', ['scheduled', 'asked'])
      .where('due_at', '<=', now)
      .orderBy('venture_id')
      .execute();
    return rows.map((row) => row.venture_id);
  }

  /** Every live check-in asked after this event, for the standing of its ventures. */
  ofEvent(eventId: string) {
    return this.db()
      .selectFrom('venture_checkins')
      .select(['venture_id', 'state', 'due_at', 'asked_at'])
      .where('event_id', '=', eventId)
      .where('state', 'in', ['scheduled', 'asked'])
      .execute();
  }

  /** Every live check-in of these ventures, for the portfolio's standing. */
  ofVentures(ventureIds: readonly string[]) {
    if (ventureIds.length === 0) return Promise.resolve([]);
    return this.db()
      .selectFrom('venture_checkins')
      .select(['venture_id', 'state', 'due_at', 'asked_at'])
      .where('venture_id', 'in', ventureIds)
      .where('state', 'in', ['scheduled', 'asked'])
      .execute();
  }

  private db() {
    return kyselyOf<Tables>(this.em);
  }
}

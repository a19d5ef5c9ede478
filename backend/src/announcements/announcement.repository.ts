import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { kyselyOf } from '../database/database.js';
import type { AnnouncementApplicantStatus, AnnouncementSegment } from './announcement-rules.js';

type Tables = 'announcements' | 'announcement_recipients';

const COLUMNS = [
  'id',
  'event_id',
  'subject',
  'body_md',
  'segment',
  'application_status',
  'due_at',
  'state',
  'recipient_count',
  'sent_at',
  'cancelled_at',
  'created_at',
] as const;

/**
 * The announcements' tables: scheduled by staff, claimed and sent by the scheduler, cancelled.
 * Inside a command every method runs in its transaction.
 */
@Injectable()
export class AnnouncementRepository {
  constructor(private readonly em: EntityManager) {}

  async insert(row: {
    eventId: string;
    createdBy: string;
    subject: string;
    bodyMd: string;
    segment: AnnouncementSegment;
    applicationStatus: AnnouncementApplicantStatus | null;
    dueAt: Date;
  }): Promise<string> {
    const id = randomUUID();
    await this.db()
      .insertInto('announcements')
      .values({
        id,
        event_id: row.eventId,
        created_by: row.createdBy,
        subject: row.subject,
        body_md: row.bodyMd,
        segment: row.segment,
        application_status: row.applicationStatus,
        due_at: row.dueAt,
        state: 'scheduled',
      })
      .execute();
    return id;
  }

  /** The event's announcement, locked for the rest of the transaction. */
  lockInEvent(eventId: string, id: string) {
    return this.db()
      .selectFrom('announcements')
      .select(['id', 'state'])
      .where('id', '=', id)
      .where('event_id', '=', eventId)
      .forUpdate()
      .executeTakeFirst();
  }

  async cancel(id: string, at: Date): Promise<void> {
    await this.db()
      .updateTable('announcements')
      .set({ state: 'cancelled', cancelled_at: at })
      .where('id', '=', id)
      .execute();
  }

  /** The ids of announcements due at `now` and not yet sent (a crashed tick may have begun one). */
  async dueIds(now: Date, limit: number): Promise<string[]> {
    const rows = await this.db()
      .selectFrom('announcements')
      .select('id')
      .where('state', 'in', ['scheduled', 'sending'])
      .where('due_at', '<=', now)
      .orderBy('due_at')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  /** The announcement if it is still due, locked; undefined when another tick holds it or it is done. */
  claim(id: string, now: Date) {
    return this.db()
      .selectFrom('announcements')
      .select(['id', 'event_id', 'subject', 'body_md', 'segment', 'application_status'])
      .where('id', '=', id)
      .where('state', 'in', ['scheduled', 'sending'])
      .where('due_at', '<=', now)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
  }

  /** One due announcement's segment, unlocked: what the tick resolves its recipients from. */
  find(id: string) {
    return this.db().selectFrom('announcements').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  /** The recipients already emailed. */
  async recipientIds(id: string): Promise<Set<string>> {
    const rows = await this.db()
      .selectFrom('announcement_recipients')
      .select('user_id')
      .where('announcement_id', '=', id)
      .execute();
    return new Set(rows.map((row) => row.user_id));
  }

  /** Claims each recipient by the unique key; answers the ids claimed now (never one emailed before). */
  async claimRecipients(id: string, userIds: readonly string[], at: Date): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.db()
      .insertInto('announcement_recipients')
      .values(userIds.map((userId) => ({ announcement_id: id, user_id: userId, sent_at: at })))
      .onConflict((conflict) => conflict.columns(['announcement_id', 'user_id']).doNothing())
      .returning('user_id')
      .execute();
    return new Set(rows.map((row) => row.user_id));
  }

  async markSending(id: string): Promise<void> {
    await this.db().updateTable('announcements').set({ state: 'sending' }).where('id', '=', id).execute();
  }

  /** Marks it sent with the number of its recipients rows; answers that number. */
  async markSent(id: string, at: Date): Promise<number> {
    const counted = await this.db()
      .selectFrom('announcement_recipients')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('announcement_id', '=', id)
      .executeTakeFirstOrThrow();
    const recipients = Number(counted.n);
    await this.db()
      .updateTable('announcements')
      .set({ state: 'sent', sent_at: at, recipient_count: recipients })
      .where('id', '=', id)
      .execute();
    return recipients;
  }

  /** The event's announcements, newest first (by send time, else due time). */
  ofEvent(eventId: string) {
    return this.db()
      .selectFrom('announcements')
      .select(COLUMNS)
      .where('event_id', '=', eventId)
      .orderBy('due_at', 'desc')
      .orderBy('created_at', 'desc')
      .execute();
  }

  /** The event's sent announcements, newest first; only those sent to `userId` when given. */
  sentOfEvent(eventId: string, userId: string | undefined) {
    let query = this.db()
      .selectFrom('announcements as a')
      .select(['a.id', 'a.subject', 'a.body_md', 'a.sent_at'])
      .where('a.event_id', '=', eventId)
      .where('a.state', '=', 'sent');
    if (userId !== undefined) {
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('announcement_recipients as r')
            .select('r.user_id')
            .whereRef('r.announcement_id', '=', 'a.id')
            .where('r.user_id', '=', userId),
        ),
      );
    }
    return query.orderBy('a.sent_at', 'desc').orderBy('a.id').execute();
  }

  private db() {
    return kyselyOf<Tables>(this.em);
  }
}

import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Kysely } from 'kysely';
import { type Database, kyselyOf } from '../database/database.js';
import type { UserDirectory } from '../users/user-directory.js';

type JudgingDb = Kysely<Pick<Database, 'judging_criteria' | 'event_judges' | 'seat_invitations'>>;

/** An event's judging setup: its criteria, its judges and the judges invited by email. */
@Injectable()
export class JudgingSetupRepository {
  constructor(private readonly em: EntityManager) {}

  private db(): JudgingDb {
    return kyselyOf<'judging_criteria' | 'event_judges' | 'seat_invitations'>(this.em);
  }

  /** Adds criteria in one statement; returns their ids in the order given. */
  async addCriteria(
    eventId: string,
    criteria: readonly { label: string; weight: number; description?: string | null }[],
  ): Promise<string[]> {
    if (criteria.length === 0) return [];
    const rows = criteria.map(({ label, weight, description }) => ({
      id: randomUUID(),
      event_id: eventId,
      label,
      weight,
      description: description ?? null,
    }));
    await this.db().insertInto('judging_criteria').values(rows).execute();
    return rows.map((row) => row.id);
  }

  /** False when the event has no such criterion. */
  async editCriterion(
    eventId: string,
    criterionId: string,
    label: string,
    weight: number,
    description: string | null | undefined,
  ): Promise<boolean> {
    const updated = await this.db()
      .updateTable('judging_criteria')
      .set(description === undefined ? { label, weight } : { label, weight, description })
      .where('id', '=', criterionId)
      .where('event_id', '=', eventId)
      .returning('id')
      .executeTakeFirst();
    return updated !== undefined;
  }

  /** Heaviest first, as the Judging tab lists them. */
  criteria(eventId: string): Promise<{ id: string; label: string; weight: number; description: string | null }[]> {
    return this.db()
      .selectFrom('judging_criteria')
      .select(['id', 'label', 'weight', 'description'])
      .where('event_id', '=', eventId)
      .orderBy('weight', 'desc')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /** False when they judge the event already. */
  async addJudge(eventId: string, userId: string): Promise<boolean> {
    const inserted = await this.db()
      .insertInto('event_judges')
      .values({ id: randomUUID(), event_id: eventId, user_id: userId })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /** False when they did not judge the event. */
  async removeJudge(eventId: string, userId: string): Promise<boolean> {
    const removed = await this.db()
      .deleteFrom('event_judges')
      .where('event_id', '=', eventId)
      .where('user_id', '=', userId)
      .returning('id')
      .executeTakeFirst();
    return removed !== undefined;
  }

  async judgesAnyEvent(userId: string): Promise<boolean> {
    const row = await this.db()
      .selectFrom('event_judges')
      .select('id')
      .where('user_id', '=', userId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The event's judges in the order they were added. */
  async judgeIds(eventId: string): Promise<string[]> {
    const rows = await this.db()
      .selectFrom('event_judges')
      .select('user_id')
      .where('event_id', '=', eventId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => row.user_id);
  }

  /**
   * The event's judges with their emails (lower-cased, from people's `cards`), in one query: what
   * the same-domain conflict rule reads of them.
   */
  async judgeEmails(eventId: string, cards: ReturnType<UserDirectory['cards']>): Promise<Map<string, string>> {
    const rows = await this.db()
      .selectFrom('event_judges as j')
      .innerJoin(cards.as('c'), 'c.id', 'j.user_id')
      .select(['j.user_id', 'c.email'])
      .where('j.event_id', '=', eventId)
      .execute();
    return new Map(rows.map((row) => [row.user_id, row.email]));
  }

  /** Whether the user judges the event. */
  async isJudge(eventId: string, userId: string): Promise<boolean> {
    const row = await this.db()
      .selectFrom('event_judges')
      .select('id')
      .where('event_id', '=', eventId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The events the user judges, in the order they were made a judge. */
  async eventsJudgedBy(userId: string): Promise<string[]> {
    const rows = await this.db()
      .selectFrom('event_judges')
      .select('event_id')
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => row.event_id);
  }

  /** Rows the event's deletion takes with it, per table (`judge_invitations`: the judges' seat invitations). */
  async countFor(
    eventId: string,
  ): Promise<{ judging_criteria: number; event_judges: number; judge_invitations: number }> {
    const db = this.db();
    const count = (table: 'judging_criteria' | 'event_judges' | 'seat_invitations') =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('event_id', '=', eventId);
    const row = await db
      .selectNoFrom([
        count('judging_criteria').as('judging_criteria'),
        count('event_judges').as('event_judges'),
        count('seat_invitations').where('seat', '=', 'judge').as('judge_invitations'),
      ])
      .executeTakeFirstOrThrow();
    return {
      judging_criteria: Number(row.judging_criteria),
      event_judges: Number(row.event_judges),
      judge_invitations: Number(row.judge_invitations),
    };
  }
}

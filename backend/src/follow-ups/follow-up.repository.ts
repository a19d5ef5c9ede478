import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kyselyOf } from '../database/database.js';
import { jsonb } from '../projects/jsonb.js';
import {
  FOLLOW_UP_REMINDER_AFTER_DAYS,
  type FollowUpDecision,
  type FollowUpEmailKind,
  type FollowUpOutcomeFlags,
} from './follow-up-rules.js';

type Tables = 'application_follow_ups' | 'application_follow_up_emails';

/** A follow-up the scheduler claimed. */
export interface DueFollowUp {
  id: string;
  application_id: string;
  user_id: string;
  event_id: string;
}

/**
 * The follow-up surveys' tables: scheduled on a decision, claimed by the scheduler, answered,
 * cancelled. Inside a command every method runs in its transaction.
 */
@Injectable()
export class FollowUpRepository {
  constructor(private readonly em: EntityManager) {}

  /** The application's survey, locked for the rest of the transaction. */
  lockOfApplication(applicationId: string) {
    return this.db()
      .selectFrom('application_follow_ups')
      .select(['id', 'state', 'decision', 'due_at', 'event_id', 'answer_withdrawn_at'])
      .where('application_id', '=', applicationId)
      .forUpdate()
      .executeTakeFirst();
  }

  async insert(row: {
    applicationId: string;
    userId: string;
    eventId: string;
    decision: FollowUpDecision;
    decidedAt: Date;
    dueAt: Date;
  }): Promise<string> {
    const id = randomUUID();
    await this.db()
      .insertInto('application_follow_ups')
      .values({
        id,
        application_id: row.applicationId,
        user_id: row.userId,
        event_id: row.eventId,
        decision: row.decision,
        decided_at: row.decidedAt,
        due_at: row.dueAt,
        state: 'scheduled',
      })
      .execute();
    return id;
  }

  /** A later decision, before the survey was asked: the survey follows it (and falls due from it). */
  async reschedule(id: string, decision: FollowUpDecision, decidedAt: Date, dueAt: Date): Promise<void> {
    await this.db()
      .updateTable('application_follow_ups')
      .set({ decision, decided_at: decidedAt, due_at: dueAt, state: 'scheduled', cancelled_at: null })
      .where('id', '=', id)
      .execute();
  }

  async cancel(id: string, at: Date): Promise<void> {
    await this.db()
      .updateTable('application_follow_ups')
      .set({ state: 'cancelled', cancelled_at: at })
      .where('id', '=', id)
      .execute();
  }

  /** Consent withdrawn after answering: the answer no longer counts (insights reads only counted ones). */
  async setAnswerAside(id: string, at: Date): Promise<void> {
    await this.db()
      .updateTable('application_follow_ups')
      .set({ answer_withdrawn_at: at })
      .where('id', '=', id)
      .where('answer_withdrawn_at', 'is', null)
      .execute();
  }

  /** Up to `limit` follow-ups due to be asked, locked; rows another tick holds are skipped. */
  claimDue(now: Date, limit: number): Promise<DueFollowUp[]> {
    return this.db()
      .selectFrom('application_follow_ups')
      .select(['id', 'application_id', 'user_id', 'event_id'])
      .where('state', '=', 'scheduled')
      .where('due_at', '<=', now)
      .orderBy('due_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
  }

  /** Up to `limit` asked, unanswered, unreminded follow-ups asked a week ago or more, locked. */
  claimReminders(now: Date, limit: number): Promise<DueFollowUp[]> {
    return this.db()
      .selectFrom('application_follow_ups')
      .select(['id', 'application_id', 'user_id', 'event_id'])
      .where('state', '=', 'asked')
      .where('reminded_at', 'is', null)
      .where('asked_at', '<=', sql<Date>`${now}::timestamptz - make_interval(days => ${FOLLOW_UP_REMINDER_AFTER_DAYS})`)
      .orderBy('asked_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
  }

  /** Claims the email `kind` of each follow-up by its unique key; answers the ids claimed now. */
  async claimEmails(kind: FollowUpEmailKind, ids: readonly string[], at: Date): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db()
      .insertInto('application_follow_up_emails')
      .values(ids.map((id) => ({ follow_up_id: id, kind, sent_at: at })))
      .onConflict((conflict) => conflict.columns(['follow_up_id', 'kind']).doNothing())
      .returning('follow_up_id')
      .execute();
    return new Set(rows.map((row) => row.follow_up_id));
  }

  async markAsked(ids: readonly string[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db()
      .updateTable('application_follow_ups')
      .set({ state: 'asked', asked_at: at })
      .where('id', 'in', ids)
      .execute();
  }

  async markReminded(ids: readonly string[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db().updateTable('application_follow_ups').set({ reminded_at: at }).where('id', 'in', ids).execute();
  }

  /** The applicant's own survey, locked for the answer; undefined for anyone else's. */
  lockOfApplicant(id: string, userId: string) {
    return this.db()
      .selectFrom('application_follow_ups')
      .select(['id', 'application_id', 'event_id', 'decision', 'state'])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
  }

  /** The applicant's own survey; undefined for anyone else's. */
  ofApplicant(id: string, userId: string) {
    return this.db()
      .selectFrom('application_follow_ups')
      .select(['id', 'application_id', 'event_id', 'decision', 'state', 'due_at', 'asked_at', 'answered_at'])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** The survey of the applicant's application, if one was scheduled. */
  ofApplication(applicationId: string) {
    return this.db()
      .selectFrom('application_follow_ups')
      .select(['id', 'state', 'due_at', 'asked_at', 'answered_at'])
      .where('application_id', '=', applicationId)
      .executeTakeFirst();
  }

  async markAnswered(
    id: string,
    answer: Record<string, unknown>,
    outcomes: FollowUpOutcomeFlags,
    at: Date,
  ): Promise<void> {
    await this.db()
      .updateTable('application_follow_ups')
      .set({
        state: 'answered',
        answered_at: at,
        answer: jsonb(answer),
        design_partner: outcomes.designPartner,
        pilot: outcomes.pilot,
        funding: outcomes.funding,
        stopped: outcomes.stopped,
      })
      .where('id', '=', id)
      .execute();
  }

  /** Every answered survey with its decision and outcome flags, oldest decision first. */
  answered() {
    return this.db()
      .selectFrom('application_follow_ups')
      .select([
        'id',
        'application_id',
        'event_id',
        'decision',
        'decided_at',
        'answered_at',
        'design_partner',
        'pilot',
        'funding',
        'stopped',
      ])
      .where('state', '=', 'answered')
      .where('answer_withdrawn_at', 'is', null)
      .orderBy('decided_at')
      .orderBy('id')
      .execute();
  }

  /**
   * Surveys sent per decision (asked, answered or cancelled after the ask), leaving out answers whose
   * consent was withdrawn: what the answered share of each group is counted against.
   */
  askedPerDecision() {
    return this.db()
      .selectFrom('application_follow_ups')
      .select(['decision', (eb) => eb.fn.countAll<string>().as('asked')])
      .where('asked_at', 'is not', null)
      .where('answer_withdrawn_at', 'is', null)
      .groupBy('decision')
      .execute();
  }

  private db() {
    return kyselyOf<Tables>(this.em);
  }
}

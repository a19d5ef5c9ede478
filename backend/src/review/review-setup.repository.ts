import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { kyselyOf } from '../database/database.js';
import type { ReviewSettingsValues } from './review.events.js';

/** An event's review settings, as stored. */
export interface ReviewSettingsRow {
  /** The number of spots; null when the event sets none. */
  capacity: number | null;
  waitlistSize: number;
  /** `k`: how many reviewers each application gets (1-5). */
  reviewsPerApplication: number;
  /** Reviewers see the answers but not who applied. */
  blindReview: boolean;
  /** Days an approved applicant has to confirm their spot (1-60). */
  confirmDays: number;
  /** For an optimistic save: 0 while the event has the defaults. */
  version: number;
}

export interface ReviewCriterionRow {
  id: string;
  label: string;
  weight: number;
  description: string | null;
  position: number;
}

export interface SeatedReviewerRow {
  userId: string;
  seatedBy: string | null;
  seatedAt: Date;
}

/** An event's review setup: its settings row, its rubric and its seated reviewers. */
@Injectable()
export class ReviewSetupRepository {
  constructor(private readonly em: EntityManager) {}

  private db() {
    return kyselyOf<'event_review_settings' | 'review_criteria' | 'event_reviewers'>(this.em);
  }

  /** The event's row; undefined when it has none (the defaults). */
  async settings(eventId: string): Promise<ReviewSettingsRow | undefined> {
    const row = await this.db()
      .selectFrom('event_review_settings')
      .select([
        'capacity',
        'waitlist_size as waitlistSize',
        'reviews_per_application as reviewsPerApplication',
        'blind_review as blindReview',
        'confirm_days as confirmDays',
        'version',
      ])
      .where('event_id', '=', eventId)
      .executeTakeFirst();
    return row;
  }

  /** In the rubric's order. */
  criteria(eventId: string): Promise<ReviewCriterionRow[]> {
    return this.db()
      .selectFrom('review_criteria')
      .select(['id', 'label', 'weight', 'description', 'position'])
      .where('event_id', '=', eventId)
      .orderBy('position')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /** The event's seated reviewers in the order they were seated. */
  async reviewers(eventId: string): Promise<SeatedReviewerRow[]> {
    const rows = await this.db()
      .selectFrom('event_reviewers')
      .select(['user_id', 'seated_by', 'seated_at'])
      .where('event_id', '=', eventId)
      .orderBy('seated_at')
      .orderBy('user_id')
      .execute();
    return rows.map((row) => ({ userId: row.user_id, seatedBy: row.seated_by, seatedAt: new Date(row.seated_at) }));
  }

  async isSeated(eventId: string, userId: string): Promise<boolean> {
    const row = await this.db()
      .selectFrom('event_reviewers')
      .select('user_id')
      .where('event_id', '=', eventId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Holds the event's review setup until the command ends: its changes run one at a time, so a
   * version check, a position or a seat is never decided on a read another change is replacing.
   */
  async lock(eventId: string): Promise<void> {
    await this.db()
      .selectNoFrom((eb) =>
        eb
          .fn('pg_advisory_xact_lock', [eb.fn('hashtext', [eb.val(`sprintboard.review_setup.${eventId}`)])])
          .as('locked'),
      )
      .execute();
  }

  /** Writes the event's settings at this version (the row is created on the first save). */
  async saveSettings(eventId: string, values: ReviewSettingsValues, version: number): Promise<void> {
    const row = {
      capacity: values.capacity,
      waitlist_size: values.waitlistSize,
      reviews_per_application: values.reviewsPerApplication,
      blind_review: values.blindReview,
      confirm_days: values.confirmDays,
      version,
    };
    await this.db()
      .insertInto('event_review_settings')
      .values({ event_id: eventId, ...row })
      .onConflict((oc) => oc.column('event_id').doUpdateSet((eb) => ({ ...row, updated_at: eb.fn<Date>('now') })))
      .execute();
  }

  /** After the last criterion. */
  async nextPosition(eventId: string): Promise<number> {
    const row = await this.db()
      .selectFrom('review_criteria')
      .select((eb) => eb.fn.coalesce(eb.fn.max('position'), eb.lit(0)).as('last'))
      .where('event_id', '=', eventId)
      .executeTakeFirstOrThrow();
    return Number(row.last) + 1;
  }

  async insertCriterion(criterion: {
    eventId: string;
    label: string;
    weight: number;
    description: string | null;
    position: number;
  }): Promise<string> {
    const id = randomUUID();
    await this.db()
      .insertInto('review_criteria')
      .values({
        id,
        event_id: criterion.eventId,
        label: criterion.label,
        weight: criterion.weight,
        description: criterion.description,
        position: criterion.position,
      })
      .execute();
    return id;
  }

  async updateCriterion(
    criterionId: string,
    fields: { label: string; weight: number; description: string | null },
  ): Promise<void> {
    await this.db().updateTable('review_criteria').set(fields).where('id', '=', criterionId).execute();
  }

  async deleteCriterion(criterionId: string): Promise<void> {
    await this.db().deleteFrom('review_criteria').where('id', '=', criterionId).execute();
  }

  /** Positions 1..n in the order given (every criterion of the event, each once). */
  async setOrder(eventId: string, criterionIds: readonly string[]): Promise<void> {
    if (criterionIds.length === 0) return;
    await this.db()
      .updateTable('review_criteria')
      .set((eb) => ({
        position: eb.fn<number>('array_position', [eb.val(criterionIds), eb.cast(eb.ref('id'), 'text')]),
      }))
      .where('event_id', '=', eventId)
      .execute();
  }

  /** False when they are seated already. */
  async seat(eventId: string, userId: string, seatedBy: string | null): Promise<boolean> {
    const inserted = await this.db()
      .insertInto('event_reviewers')
      .values({ event_id: eventId, user_id: userId, seated_by: seatedBy })
      .onConflict((oc) => oc.doNothing())
      .returning('user_id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /** False when they were not seated. */
  async unseat(eventId: string, userId: string): Promise<boolean> {
    const removed = await this.db()
      .deleteFrom('event_reviewers')
      .where('event_id', '=', eventId)
      .where('user_id', '=', userId)
      .returning('user_id')
      .executeTakeFirst();
    return removed !== undefined;
  }

  /** Rows the event's deletion takes with it, per table. */
  async countFor(
    eventId: string,
  ): Promise<{ event_review_settings: number; review_criteria: number; event_reviewers: number }> {
    const db = this.db();
    const count = (table: 'event_review_settings' | 'review_criteria' | 'event_reviewers') =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('event_id', '=', eventId);
    const row = await db
      .selectNoFrom([
        count('event_review_settings').as('event_review_settings'),
        count('review_criteria').as('review_criteria'),
        count('event_reviewers').as('event_reviewers'),
      ])
      .executeTakeFirstOrThrow();
    return {
      event_review_settings: Number(row.event_review_settings),
      review_criteria: Number(row.review_criteria),
      event_reviewers: Number(row.event_reviewers),
    };
  }
}

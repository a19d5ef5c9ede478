import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { expressionBuilder, sql } from 'kysely';
import { kyselyOf } from '../../database/database.js';
import type { Recommendation, ReviewAssignmentStatus } from './reviewing-rules.js';

export interface ReviewRow {
  scores: Record<string, number>;
  total: number;
  noteToStaff: string | null;
  recommendation: Recommendation | null;
  version: number;
  savedAt: Date;
}

export interface ReviewAssignmentRow {
  id: string;
  eventId: string;
  applicationId: string;
  reviewerId: string;
  status: ReviewAssignmentStatus;
  recusalReason: string | null;
  createdAt: Date;
  /** Null before the first save. */
  review: ReviewRow | null;
}

/** An event's assignment as the plan reads it (no review contents). */
export interface PlannedRow {
  applicationId: string;
  reviewerId: string;
  status: ReviewAssignmentStatus;
  reviewed: boolean;
}

/** A saved review as the ranking reads it: its reviewer, application, total, scores and recommendation. */
export interface SavedReviewRow {
  assignmentId: string;
  reviewerId: string;
  applicationId: string;
  scores: Record<string, number>;
  total: number;
  recommendation: Recommendation | null;
}

/** A jsonb value: the JSON text as a parameter, cast. */
function jsonb<T>(value: T) {
  const eb = expressionBuilder();
  return eb.cast<T>(eb.val(JSON.stringify(value)), 'jsonb');
}

/**
 * Reviewers' assignments to applications with their reviews (a review belongs to its assignment).
 * Inside a command the injected EntityManager is the command's own, so every method runs in its
 * transaction.
 */
@Injectable()
export class ReviewAssignmentRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Holds the event's assignments until the command ends: assigning, recusing and requesting more
   * reviews run one at a time per event, so two runs never fill the same gap.
   */
  async lockEvent(eventId: string): Promise<void> {
    await this.db()
      .selectNoFrom((eb) =>
        eb
          .fn('pg_advisory_xact_lock', [eb.fn('hashtext', [eb.val(`sprintboard.review_assignments.${eventId}`)])])
          .as('locked'),
      )
      .execute();
  }

  /**
   * Shares the event's review setup lock (ReviewSetupRepository.lock takes it exclusively) until the
   * command ends: a rubric change waits for a review being saved, and a review saved after it
   * reads the changed rubric.
   */
  async holdSetup(eventId: string): Promise<void> {
    await this.db()
      .selectNoFrom((eb) =>
        eb
          .fn('pg_advisory_xact_lock_shared', [eb.fn('hashtext', [eb.val(`sprintboard.review_setup.${eventId}`)])])
          .as('locked'),
      )
      .execute();
  }

  /** Whether any review of the event is saved (ReviewLocks: it freezes the rubric's criteria). */
  async hasReviews(eventId: string): Promise<boolean> {
    const row = await this.db()
      .selectFrom('application_reviews')
      .select('assignment_id')
      .where('event_id', '=', eventId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Deletes the reviewer's unscored assignments in the event; answers them. */
  async removeUnscored(
    eventId: string,
    reviewerId: string,
  ): Promise<{ assignmentId: string; applicationId: string }[]> {
    const rows = await this.db()
      .deleteFrom('review_assignments as a')
      .where('a.event_id', '=', eventId)
      .where('a.reviewer_id', '=', reviewerId)
      .where('a.status', '=', 'assigned')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('application_reviews as r')
              .select('r.assignment_id')
              .whereRef('r.assignment_id', '=', 'a.id'),
          ),
        ),
      )
      .returning(['a.id', 'a.application_id'])
      .execute();
    return rows.map((row) => ({ assignmentId: row.id, applicationId: row.application_id }));
  }

  /** Rows the event's deletion takes with it, per table. */
  async countFor(eventId: string): Promise<{ review_assignments: number; application_reviews: number }> {
    const db = this.db();
    const row = await db
      .selectNoFrom([
        db
          .selectFrom('review_assignments')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('event_id', '=', eventId)
          .as('review_assignments'),
        db
          .selectFrom('application_reviews')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('event_id', '=', eventId)
          .as('application_reviews'),
      ])
      .executeTakeFirstOrThrow();
    return { review_assignments: Number(row.review_assignments), application_reviews: Number(row.application_reviews) };
  }

  /** Every assignment of the event, as the plan reads it, through `review_assignments_event_index`. */
  async plannedOfEvent(eventId: string): Promise<PlannedRow[]> {
    const rows = await this.db()
      .selectFrom('review_assignments as a')
      .leftJoin('application_reviews as r', 'r.assignment_id', 'a.id')
      .select(['a.application_id', 'a.reviewer_id', 'a.status', 'r.assignment_id as reviewed'])
      .where('a.event_id', '=', eventId)
      .orderBy('a.created_at')
      .orderBy('a.id')
      .execute();
    return rows.map((row) => ({
      applicationId: row.application_id,
      reviewerId: row.reviewer_id,
      status: row.status,
      reviewed: row.reviewed !== null,
    }));
  }

  /** The assignments of these applications of the event, as the plan reads them, in one query. */
  async plannedOfApplications(eventId: string, applicationIds: readonly string[]): Promise<PlannedRow[]> {
    if (applicationIds.length === 0) return [];
    const rows = await this.db()
      .selectFrom('review_assignments as a')
      .leftJoin('application_reviews as r', 'r.assignment_id', 'a.id')
      .select(['a.application_id', 'a.reviewer_id', 'a.status', 'r.assignment_id as reviewed'])
      .where('a.event_id', '=', eventId)
      .where(sql<boolean>`a.application_id = any(${[...applicationIds]}::uuid[])`)
      .execute();
    return rows.map((row) => ({
      applicationId: row.application_id,
      reviewerId: row.reviewer_id,
      status: row.status,
      reviewed: row.reviewed !== null,
    }));
  }

  /**
   * The events the user is seated on as a reviewer (review setup's table, same feature): their queue
   * lists these even before anything is assigned.
   */
  async seatedEventIds(userId: string): Promise<string[]> {
    const rows = await kyselyOf<'event_reviewers'>(this.em)
      .selectFrom('event_reviewers')
      .select('event_id')
      .where('user_id', '=', userId)
      .execute();
    return rows.map((row) => row.event_id);
  }

  /** Whether the user has any assignment (the header's 'Review' link). */
  async hasAny(reviewerId: string): Promise<boolean> {
    const row = await this.db()
      .selectFrom('review_assignments')
      .select('id')
      .where('reviewer_id', '=', reviewerId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The reviewer's assignments (their queue), through `review_assignments_reviewer_index`. */
  ofReviewer(reviewerId: string): Promise<ReviewAssignmentRow[]> {
    return this.select((query) => query.where('a.reviewer_id', '=', reviewerId));
  }

  ofApplication(applicationId: string): Promise<ReviewAssignmentRow[]> {
    return this.select((query) => query.where('a.application_id', '=', applicationId));
  }

  async find(applicationId: string, reviewerId: string): Promise<ReviewAssignmentRow | undefined> {
    const [row] = await this.select((query) =>
      query.where('a.application_id', '=', applicationId).where('a.reviewer_id', '=', reviewerId),
    );
    return row;
  }

  /** The assignment, locked until the command ends (a save and a recusal of it queue). */
  async lockForChange(assignmentId: string): Promise<ReviewAssignmentRow | undefined> {
    await this.db().selectFrom('review_assignments').select('id').where('id', '=', assignmentId).forUpdate().execute();
    const [row] = await this.select((query) => query.where('a.id', '=', assignmentId));
    return row;
  }

  /**
   * Inserts the rows (ids are made here) in one statement over arrays, however many there are (a
   * first run over 5,000 applications makes 15,000); answers them with their ids, in the order given.
   */
  async add(
    eventId: string,
    rows: readonly { applicationId: string; reviewerId: string }[],
    seed: string,
  ): Promise<{ assignmentId: string; applicationId: string; reviewerId: string }[]> {
    const added = rows.map((row) => ({ assignmentId: randomUUID(), ...row }));
    if (added.length === 0) return added;
    const ids = added.map((row) => row.assignmentId);
    const applicationIds = added.map((row) => row.applicationId);
    const reviewerIds = added.map((row) => row.reviewerId);
    // Set-returning functions side by side in the select list advance together (one row each).
    await this.db()
      .insertInto('review_assignments')
      .columns(['id', 'event_id', 'application_id', 'reviewer_id', 'seed'])
      .expression(
        this.db().selectNoFrom([
          sql<string>`unnest(${ids}::uuid[])`.as('id'),
          sql<string>`${eventId}::uuid`.as('event_id'),
          sql<string>`unnest(${applicationIds}::uuid[])`.as('application_id'),
          sql<string>`unnest(${reviewerIds}::uuid[])`.as('reviewer_id'),
          sql<string>`${seed}::text`.as('seed'),
        ]),
      )
      .execute();
    return added;
  }

  /** Marks the assignment recused with its reason; a saved review goes with it (the audit trail keeps its scores). */
  async recuse(assignmentId: string, reason: string): Promise<void> {
    await this.db().deleteFrom('application_reviews').where('assignment_id', '=', assignmentId).execute();
    await this.db()
      .updateTable('review_assignments')
      .set({ status: 'recused', recusal_reason: reason })
      .where('id', '=', assignmentId)
      .execute();
  }

  /**
   * Writes the review over `expectedVersion` (0: the first save). Undefined when the stored version
   * is another: someone saved meanwhile.
   */
  async saveReview(
    assignment: Pick<ReviewAssignmentRow, 'id' | 'eventId' | 'applicationId'>,
    expectedVersion: number,
    review: Pick<ReviewRow, 'scores' | 'total' | 'noteToStaff' | 'recommendation'>,
  ): Promise<ReviewRow | undefined> {
    const values = {
      scores: jsonb(review.scores),
      total: review.total,
      note_to_staff: review.noteToStaff,
      recommendation: review.recommendation,
    };
    const columns = ['scores', 'total', 'note_to_staff', 'recommendation', 'version', 'saved_at'] as const;
    const row =
      expectedVersion === 0
        ? await this.db()
            .insertInto('application_reviews')
            .values({
              assignment_id: assignment.id,
              event_id: assignment.eventId,
              application_id: assignment.applicationId,
              ...values,
            })
            .onConflict((oc) => oc.column('assignment_id').doNothing())
            .returning(columns)
            .executeTakeFirst()
        : await this.db()
            .updateTable('application_reviews')
            .set((eb) => ({ ...values, version: eb('version', '+', 1), saved_at: eb.fn<Date>('now') }))
            .where('assignment_id', '=', assignment.id)
            .where('version', '=', expectedVersion)
            .returning(columns)
            .executeTakeFirst();
    return row && toReview(row);
  }

  /** The event's saved reviews of active assignments, through `application_reviews_event_index`. */
  async savedOfEvent(eventId: string): Promise<SavedReviewRow[]> {
    const rows = await this.db()
      .selectFrom('application_reviews as r')
      .innerJoin('review_assignments as a', 'a.id', 'r.assignment_id')
      .select(['r.assignment_id', 'a.reviewer_id', 'r.application_id', 'r.scores', 'r.total', 'r.recommendation'])
      .where('r.event_id', '=', eventId)
      .execute();
    return rows.map((row) => ({
      assignmentId: row.assignment_id,
      reviewerId: row.reviewer_id,
      applicationId: row.application_id,
      scores: row.scores,
      total: Number(row.total),
      recommendation: row.recommendation,
    }));
  }

  /**
   * What the event's saved reviews are now, in one cheap row: it changes whenever a review is saved,
   * edited or withdrawn, so the ranking can keep its result until then.
   */
  async reviewsStamp(eventId: string): Promise<string> {
    const row = await this.db()
      .selectFrom('application_reviews')
      .select((eb) => [
        eb.fn.countAll<string>().as('reviews'),
        eb.fn.sum<string | null>('version').as('versions'),
        eb.fn.max('saved_at').as('latest'),
      ])
      .where('event_id', '=', eventId)
      .executeTakeFirstOrThrow();
    const latest = row.latest === null ? '' : new Date(row.latest).toISOString();
    return `${row.reviews}:${row.versions ?? 0}:${latest}`;
  }

  /** Open (not recused) assignments per reviewer: the 'n of m' beside each reviewer's figures. */
  async assignedPerReviewer(eventId: string): Promise<Map<string, number>> {
    const rows = await this.db()
      .selectFrom('review_assignments')
      .select((eb) => ['reviewer_id', eb.fn.countAll<string>().as('assigned')])
      .where('event_id', '=', eventId)
      .where('status', '=', 'assigned')
      .groupBy('reviewer_id')
      .execute();
    return new Map(rows.map((row) => [row.reviewer_id, Number(row.assigned)]));
  }

  private async select(
    where: (
      query: ReturnType<ReviewAssignmentRepository['baseQuery']>,
    ) => ReturnType<ReviewAssignmentRepository['baseQuery']>,
  ): Promise<ReviewAssignmentRow[]> {
    const rows = await where(this.baseQuery()).orderBy('a.created_at').orderBy('a.id').execute();
    return rows.map((row) => ({
      id: row.id,
      eventId: row.event_id,
      applicationId: row.application_id,
      reviewerId: row.reviewer_id,
      status: row.status,
      recusalReason: row.recusal_reason,
      createdAt: new Date(row.created_at),
      review:
        row.version === null
          ? null
          : toReview({
              scores: row.scores!,
              total: row.total!,
              note_to_staff: row.note_to_staff,
              recommendation: row.recommendation,
              version: row.version,
              saved_at: row.saved_at!,
            }),
    }));
  }

  private baseQuery() {
    return this.db()
      .selectFrom('review_assignments as a')
      .leftJoin('application_reviews as r', 'r.assignment_id', 'a.id')
      .select([
        'a.id',
        'a.event_id',
        'a.application_id',
        'a.reviewer_id',
        'a.status',
        'a.recusal_reason',
        'a.created_at',
        'r.scores',
        'r.total',
        'r.note_to_staff',
        'r.recommendation',
        'r.version',
        'r.saved_at',
      ]);
  }

  private db() {
    return kyselyOf<'review_assignments' | 'application_reviews'>(this.em);
  }
}

function toReview(row: {
  scores: Record<string, number>;
  total: number | string;
  note_to_staff: string | null;
  recommendation: Recommendation | null;
  version: number;
  saved_at: Date | string;
}): ReviewRow {
  return {
    scores: row.scores,
    total: Number(row.total),
    noteToStaff: row.note_to_staff,
    recommendation: row.recommendation,
    version: row.version,
    savedAt: new Date(row.saved_at),
  };
}

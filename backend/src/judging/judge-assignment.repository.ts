import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { kyselyOf } from '../database/database.js';
import { jsonb } from '../projects/jsonb.js';
import type { AssignmentState } from './judging-rules.js';

export interface SheetRow {
  scores: Record<string, number>;
  total: number;
  noteToStaff: string | null;
  feedback: string | null;
  version: number;
  savedAt: Date;
}

export interface AssignmentRow {
  id: string;
  eventId: string;
  submissionId: string;
  judgeId: string;
  state: AssignmentState;
  recusalReason: string | null;
  createdAt: Date;
  /** Null before the first save. */
  sheet: SheetRow | null;
}

/** A completed sheet as results read it (no note to staff). */
export interface CompletedSheetRow {
  assignmentId: string;
  judgeId: string;
  submissionId: string;
  scores: Record<string, number>;
  total: number;
  feedback: string | null;
}

/** Judges' assignments with their score sheets (a sheet belongs to its assignment). */
@Injectable()
export class JudgeAssignmentRepository {
  constructor(private readonly em: EntityManager) {}

  /** Every assignment of the event (the staff matrix), through `judge_assignments_event_index`. */
  ofEvent(eventId: string): Promise<AssignmentRow[]> {
    return this.select((query) => query.where('a.event_id', '=', eventId));
  }

  /**
   * The totals of the event's completed sheets with their judge and submission, in one query
   * through `score_sheets_event_index` (a leaderboard reads nothing else of a sheet).
   */
  async sheetTotalsOfEvent(eventId: string): Promise<{ judgeId: string; submissionId: string; total: number }[]> {
    const rows = await this.db()
      .selectFrom('score_sheets as s')
      .innerJoin('judge_assignments as a', 'a.id', 's.assignment_id')
      .select(['a.judge_id', 'a.submission_id', 's.total'])
      .where('s.event_id', '=', eventId)
      .execute();
    return rows.map((row) => ({ judgeId: row.judge_id, submissionId: row.submission_id, total: Number(row.total) }));
  }

  /** As `sheetTotalsOfEvent`, with each sheet's 1-5 score per criterion id (insights' per-criterion averages). */
  async sheetScoresOfEvent(
    eventId: string,
  ): Promise<{ judgeId: string; submissionId: string; total: number; scores: Record<string, number> }[]> {
    const rows = await this.db()
      .selectFrom('score_sheets as s')
      .innerJoin('judge_assignments as a', 'a.id', 's.assignment_id')
      .select(['a.judge_id', 'a.submission_id', 's.total', 's.scores'])
      .where('s.event_id', '=', eventId)
      .execute();
    return rows.map((row) => ({
      judgeId: row.judge_id,
      submissionId: row.submission_id,
      total: Number(row.total),
      scores: row.scores,
    }));
  }

  /**
   * How many submissions have at least their event's reviews per submission completed: the
   * Judging tab's 'fully reviewed', over every event.
   */
  async countFullyReviewed(): Promise<number> {
    const row = await this.db()
      .selectFrom((eb) =>
        eb
          .selectFrom('judge_assignments as a')
          .innerJoin('event_judging as j', 'j.event_id', 'a.event_id')
          .select('a.submission_id')
          .where('a.state', '=', 'completed')
          .groupBy(['a.submission_id', 'j.reviews_per_submission'])
          .having((having) => having(having.fn.countAll(), '>=', having.ref('j.reviews_per_submission')))
          .as('reviewed'),
      )
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
      .executeTakeFirstOrThrow();
    return row.n;
  }

  /** Judge id -> how many of their assignments in the event are still 'assigned' (unscored, not recused). */
  async unscoredByJudge(eventId: string): Promise<Map<string, number>> {
    const rows = await this.db()
      .selectFrom('judge_assignments')
      .select((eb) => ['judge_id', eb.cast<number>(eb.fn.countAll(), 'integer').as('n')])
      .where('event_id', '=', eventId)
      .where('state', '=', 'assigned')
      .groupBy('judge_id')
      .execute();
    return new Map(rows.map((row) => [row.judge_id, row.n]));
  }

  /** The submission's completed sheets by assignment age (the stable order of 'Judge 1', 'Judge 2'); no note to staff. */
  async completedSheetsOf(submissionId: string): Promise<CompletedSheetRow[]> {
    const rows = await this.db()
      .selectFrom('judge_assignments as a')
      .innerJoin('score_sheets as s', 's.assignment_id', 'a.id')
      .select(['a.id', 'a.judge_id', 'a.submission_id', 's.scores', 's.total', 's.feedback'])
      .where('a.submission_id', '=', submissionId)
      .orderBy('a.created_at')
      .orderBy('a.id')
      .execute();
    return rows.map((row) => ({
      assignmentId: row.id,
      judgeId: row.judge_id,
      submissionId: row.submission_id,
      scores: row.scores,
      total: Number(row.total),
      feedback: row.feedback,
    }));
  }

  /** The judge's assignments (their queue), through `judge_assignments_judge_index`; one event's when given. */
  ofJudge(judgeId: string, eventId?: string): Promise<AssignmentRow[]> {
    return this.select((query) => {
      const mine = query.where('a.judge_id', '=', judgeId);
      return eventId === undefined ? mine : mine.where('a.event_id', '=', eventId);
    });
  }

  ofSubmission(submissionId: string): Promise<AssignmentRow[]> {
    return this.select((query) => query.where('a.submission_id', '=', submissionId));
  }

  async find(assignmentId: string): Promise<AssignmentRow | undefined> {
    const [row] = await this.select((query) => query.where('a.id', '=', assignmentId));
    return row;
  }

  /** Locks the assignment row for the rest of the command. */
  async lockForChange(assignmentId: string): Promise<AssignmentRow | undefined> {
    const locked = await this.db()
      .selectFrom('judge_assignments')
      .select('id')
      .where('id', '=', assignmentId)
      .forUpdate()
      .executeTakeFirst();
    return locked ? this.find(assignmentId) : undefined;
  }

  /** Inserts new assignments; answers them with their ids in the order given. */
  async add(
    eventId: string,
    assignments: readonly { submissionId: string; judgeId: string }[],
  ): Promise<{ assignmentId: string; submissionId: string; judgeId: string }[]> {
    if (assignments.length === 0) return [];
    const rows = assignments.map(({ submissionId, judgeId }) => ({
      id: randomUUID(),
      event_id: eventId,
      submission_id: submissionId,
      judge_id: judgeId,
    }));
    // Large runs go in chunks: PostgreSQL takes at most 65535 parameters per statement.
    for (let start = 0; start < rows.length; start += 1000) {
      await this.db()
        .insertInto('judge_assignments')
        .values(rows.slice(start, start + 1000))
        .execute();
    }
    return rows.map((row) => ({ assignmentId: row.id, submissionId: row.submission_id, judgeId: row.judge_id }));
  }

  /** Removes the assignments; their sheets go with them (cascade). */
  async remove(...assignmentIds: string[]): Promise<void> {
    if (assignmentIds.length === 0) return;
    await this.db().deleteFrom('judge_assignments').where('id', 'in', assignmentIds).execute();
  }

  /** Marks the assignment recused and drops its sheet. */
  async recuse(assignmentId: string, reason: string): Promise<void> {
    await this.db().deleteFrom('score_sheets').where('assignment_id', '=', assignmentId).execute();
    await this.db()
      .updateTable('judge_assignments')
      .set({ state: 'recused', recusal_reason: reason })
      .where('id', '=', assignmentId)
      .execute();
  }

  /**
   * Writes the sheet if its version is still `expectedVersion` (0: no sheet yet) and marks the
   * assignment completed; answers the saved sheet, or undefined when the sheet moved on meanwhile.
   */
  async saveSheet(
    assignmentId: string,
    eventId: string,
    expectedVersion: number,
    sheet: Pick<SheetRow, 'scores' | 'total' | 'noteToStaff' | 'feedback'>,
  ): Promise<SheetRow | undefined> {
    const values = {
      scores: jsonb(sheet.scores),
      total: sheet.total,
      note_to_staff: sheet.noteToStaff,
      feedback: sheet.feedback,
    };
    const saved =
      expectedVersion === 0
        ? await this.db()
            .insertInto('score_sheets')
            .values({ assignment_id: assignmentId, event_id: eventId, ...values })
            .onConflict((oc) => oc.doNothing())
            .returning(['version', 'saved_at'])
            .executeTakeFirst()
        : await this.db()
            .updateTable('score_sheets')
            .set((eb) => ({ ...values, version: eb('version', '+', 1), saved_at: eb.fn<Date>('now') }))
            .where('assignment_id', '=', assignmentId)
            .where('version', '=', expectedVersion)
            .returning(['version', 'saved_at'])
            .executeTakeFirst();
    if (!saved) return undefined;
    await this.db()
      .updateTable('judge_assignments')
      .set({ state: 'completed' })
      .where('id', '=', assignmentId)
      .execute();
    return { ...sheet, version: saved.version, savedAt: new Date(saved.saved_at) };
  }

  /** The event's assignments and sheets, for the `event.deleted` audit entry. */
  async countsForEvent(eventId: string): Promise<{ judge_assignments: number; score_sheets: number }> {
    const db = this.db();
    const row = await db
      .selectNoFrom([
        db
          .selectFrom('judge_assignments')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('event_id', '=', eventId)
          .as('judge_assignments'),
        db
          .selectFrom('score_sheets')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('event_id', '=', eventId)
          .as('score_sheets'),
      ])
      .executeTakeFirstOrThrow();
    return { judge_assignments: Number(row.judge_assignments), score_sheets: Number(row.score_sheets) };
  }

  private async select(
    filter: (query: ReturnType<JudgeAssignmentRepository['base']>) => ReturnType<JudgeAssignmentRepository['base']>,
  ): Promise<AssignmentRow[]> {
    const rows = await filter(this.base()).orderBy('a.created_at').orderBy('a.id').execute();
    return rows.map((row) => ({
      id: row.id,
      eventId: row.event_id,
      submissionId: row.submission_id,
      judgeId: row.judge_id,
      state: row.state,
      recusalReason: row.recusal_reason,
      createdAt: new Date(row.created_at),
      sheet:
        row.version === null
          ? null
          : {
              scores: row.scores!,
              total: Number(row.total),
              noteToStaff: row.note_to_staff,
              feedback: row.feedback,
              version: row.version,
              savedAt: new Date(row.saved_at!),
            },
    }));
  }

  private base() {
    return this.db()
      .selectFrom('judge_assignments as a')
      .leftJoin('score_sheets as s', 's.assignment_id', 'a.id')
      .select([
        'a.id',
        'a.event_id',
        'a.submission_id',
        'a.judge_id',
        'a.state',
        'a.recusal_reason',
        'a.created_at',
        's.scores',
        's.total',
        's.note_to_staff',
        's.feedback',
        's.version',
        's.saved_at',
      ]);
  }

  private db() {
    // event_judging for each event's reviews per submission (countFullyReviewed).
    return kyselyOf<'judge_assignments' | 'score_sheets' | 'event_judging'>(this.em);
  }
}

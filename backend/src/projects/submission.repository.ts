import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type ExpressionBuilder, sql } from 'kysely';
import { sortParts, type TableSort, tableSorts } from '../common/http/table-sort.js';
import { containsPattern } from '../database/contains-pattern.js';
import { type Database, kyselyOf } from '../database/database.js';
import type { EventCatalog } from '../events/event-catalog.js';
import { jsonb } from './jsonb.js';
import type { SubmissionSnapshot, SubmissionStatus } from './project.events.js';

type Tables = 'project_submissions';
type Submissions = ExpressionBuilder<Pick<Database, Tables> & { s: Database['project_submissions'] }, 's'>;

export interface NewSubmission {
  id: string;
  eventId: string;
  projectId: string;
  track: string;
  late: boolean;
  submittedBy: string;
  submittedAt: Date;
  snapshot: SubmissionSnapshot;
  ventureId: string;
}

export interface SubmissionFilters {
  eventId?: string;
  track?: string;
  /** Part of the submitted title, case-insensitive (% and _ taken literally). */
  search?: string;
  /** Only those with (true) or without (false) a winner entry. */
  awarded?: boolean;
  status?: SubmissionStatus;
  /** Only those submitted in the grace period (true) or on time (false). */
  late?: boolean;
}

/** The Submissions tab's sortable columns. */
export const SUBMISSION_SORT_COLUMNS = ['project', 'event', 'track', 'status', 'submitted'] as const;
export const SUBMISSION_SORTS = tableSorts(SUBMISSION_SORT_COLUMNS);
export type SubmissionSort = TableSort<(typeof SUBMISSION_SORT_COLUMNS)[number]>;

/** `select id, title from events` (EventCatalog.titleSource), joined to sort by event title. */
export type EventTitles = ReturnType<EventCatalog['titleSource']>;

const COLUMNS = [
  's.id',
  's.project_id',
  's.event_id',
  's.track',
  's.status',
  's.late',
  's.submitted_at',
  's.snapshot',
] as const;

/**
 * Whether staff gave the submission a winner entry: Add Winner sets its status to 'winner' in the
 * same command, and Remove Winner gives back the status it had before (never 'winner'), so the
 * status tells it without reading judging's winners.
 */
function hasWinnerEntry(eb: Submissions) {
  return eb('s.status', '=', 'winner');
}

function awarded(eb: Submissions) {
  return hasWinnerEntry(eb).$castTo<boolean>().as('awarded');
}

/**
 * Projects submitted to events, each with the snapshot judges see. Inside a command every method
 * runs in the command's transaction; elsewhere it reads from the pool.
 */
@Injectable()
export class SubmissionRepository {
  constructor(private readonly em: EntityManager) {}

  async exists(projectId: string, eventId: string): Promise<boolean> {
    const row = await this.db()
      .selectFrom('project_submissions')
      .select('id')
      .where('project_id', '=', projectId)
      .where('event_id', '=', eventId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** One submission per project and event (a unique key); false when there already was one. */
  async insert(submission: NewSubmission): Promise<boolean> {
    const inserted = await this.db()
      .insertInto('project_submissions')
      .values({
        id: submission.id,
        event_id: submission.eventId,
        project_id: submission.projectId,
        track: submission.track,
        late: submission.late,
        submitted_by: submission.submittedBy,
        submitted_at: submission.submittedAt,
        snapshot: jsonb(submission.snapshot),
        venture_id: submission.ventureId,
      })
      .onConflict((oc) => oc.columns(['project_id', 'event_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /** The submission of this event, locked for the rest of the transaction. */
  lockInEvent(submissionId: string, eventId: string) {
    return this.db()
      .selectFrom('project_submissions')
      .select(['project_id', 'status'])
      .where('id', '=', submissionId)
      .where('event_id', '=', eventId)
      .forUpdate()
      .executeTakeFirst();
  }

  /** Whether any submission of the event is in this track. */
  async trackInUse(eventId: string, track: string): Promise<boolean> {
    const row = await this.db()
      .selectFrom('project_submissions')
      .select('id')
      .where('event_id', '=', eventId)
      .where('track', '=', track)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async setStatus(submissionId: string, status: SubmissionStatus): Promise<void> {
    await this.db().updateTable('project_submissions').set({ status }).where('id', '=', submissionId).execute();
  }

  /** A project's submissions, newest first. */
  listForProject(projectId: string) {
    return this.db()
      .selectFrom('project_submissions as s')
      .select(COLUMNS)
      .where('s.project_id', '=', projectId)
      .orderBy('s.submitted_at', 'desc')
      .orderBy('s.id')
      .execute();
  }

  findForProjectAndEvent(projectId: string, eventId: string) {
    return this.db()
      .selectFrom('project_submissions as s')
      .select(COLUMNS)
      .where('s.project_id', '=', projectId)
      .where('s.event_id', '=', eventId)
      .executeTakeFirst();
  }

  /** The project a submission is of; undefined for an unknown submission. */
  async projectOf(submissionId: string): Promise<string | undefined> {
    const row = await this.db()
      .selectFrom('project_submissions')
      .select('project_id')
      .where('id', '=', submissionId)
      .executeTakeFirst();
    return row?.project_id;
  }

  /**
   * The event's submissions with their project and submitted title and tagline: a source for the
   * Winners tab, not run, so its list stays one query.
   */
  titlesInEvent(eventId: string) {
    return this.db()
      .selectFrom('project_submissions as s')
      .select((eb) => [
        's.id',
        's.project_id',
        eb.ref('s.snapshot', '->>').key('title').$notNull().as('title'),
        eb.ref('s.snapshot', '->>').key('tagline').as('tagline'),
      ])
      .where('s.event_id', '=', eventId);
  }

  /** One submission with whether it has a winner entry. */
  findWithAwarded(submissionId: string) {
    return this.db()
      .selectFrom('project_submissions as s')
      .select(COLUMNS)
      .select(awarded)
      .where('s.id', '=', submissionId)
      .executeTakeFirst();
  }

  /**
   * One page in the order asked for (ties newest first), with the total of the filtered list (from
   * the same query). `events` is joined only to sort by event title.
   */
  async page(
    filters: SubmissionFilters,
    page: number,
    pageSize: number,
    sort: SubmissionSort = 'submitted_desc',
    events?: EventTitles,
  ) {
    const { column, direction } = sortParts(sort);
    const rows = await this.filtered(filters)
      .select(COLUMNS)
      .select(awarded)
      .select((eb) => eb.fn.countAll<string>().over().as('total'))
      .$if(column === 'event', (query) => {
        if (!events) throw new Error('Sorting submissions by event needs the event titles');
        return query
          .innerJoin(events.as('e'), 'e.id', 's.event_id')
          .orderBy(sql`lower(${sql.ref('e.title')})`, direction);
      })
      .$call((query) => {
        switch (column) {
          case 'project':
            return query.orderBy((eb) => eb.fn('lower', [eb.ref('s.snapshot', '->>').key('title')]), direction);
          case 'track':
            return query.orderBy('s.track', direction);
          case 'status':
            return query.orderBy('s.status', direction);
          case 'event':
          case 'submitted':
            return query;
        }
      })
      .orderBy('s.submitted_at', column === 'submitted' ? direction : 'desc')
      .orderBy('s.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    return { rows, total: rows.length > 0 ? Number(rows[0].total) : undefined };
  }

  async count(filters: SubmissionFilters): Promise<number> {
    const row = await this.filtered(filters)
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
      .executeTakeFirstOrThrow();
    return row.n;
  }

  /** The tracks present among an event's submissions (or all of them), in order. */
  async tracks(eventId: string | undefined): Promise<string[]> {
    const rows = await this.filtered({ eventId }).select('s.track').distinct().orderBy('s.track').execute();
    return rows.map((row) => row.track);
  }

  /** Every submission of every event. */
  async countAll(): Promise<number> {
    const row = await this.db()
      .selectFrom('project_submissions')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
      .executeTakeFirstOrThrow();
    return row.n;
  }

  async countForEvent(eventId: string): Promise<number> {
    const row = await this.db()
      .selectFrom('project_submissions')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
      .where('event_id', '=', eventId)
      .executeTakeFirstOrThrow();
    return row.n;
  }

  private filtered({ eventId, track, search, awarded: hasWinner, status, late }: SubmissionFilters) {
    let query = this.db().selectFrom('project_submissions as s');
    if (eventId) query = query.where('s.event_id', '=', eventId);
    if (track) query = query.where('s.track', '=', track);
    if (status) query = query.where('s.status', '=', status);
    if (late !== undefined) query = query.where('s.late', '=', late);
    if (search) {
      const pattern = containsPattern(search);
      query = query.where((eb) => eb(eb.ref('s.snapshot', '->>').key('title'), 'ilike', pattern));
    }
    if (hasWinner !== undefined) {
      query = query.where((eb) => (hasWinner ? hasWinnerEntry(eb) : eb.not(hasWinnerEntry(eb))));
    }
    return query;
  }

  private db() {
    return kyselyOf<Tables>(this.em);
  }
}

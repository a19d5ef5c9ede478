import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type Expression, expressionBuilder, type Kysely, type Selectable, sql, type SqlBool } from 'kysely';
import type { RecordedEvent } from '../audit/domain-event.js';
import { type Database, kyselyOf } from '../database/database.js';
import { executePrepared } from '../database/prepared-read.js';
import { sortParts, type TableSort, tableSorts } from '../common/http/table-sort.js';
import { containsPattern } from '../database/contains-pattern.js';
import type { EventCatalog } from '../events/event-catalog.js';
import type { UserDirectory } from '../users/user-directory.js';
import type { ApplicationRole, ApplicationStatus, ApplicationStatusChanged } from './application.events.js';
import { TALLIED_STATUSES, type TalliedStatus, tallySlotOf } from './application-tally.entity.js';

/** An application as stored; names and titles come from their owners (UserDirectory, EventCatalog). */
export type ApplicationRow = Pick<
  Selectable<Database['applications']>,
  | 'id'
  | 'event_id'
  | 'user_id'
  | 'linkedin_url'
  | 'role'
  | 'short_answer'
  | 'status'
  | 'version'
  | 'created_at'
  | 'venture_id'
>;

export interface ApplicationFilters {
  eventId?: string;
  status?: ApplicationStatus;
  role?: ApplicationRole;
  /** Part of the applicant's name or email, case-insensitive (% and _ taken literally). */
  search?: string;
}

/** The admin table's columns, each sortable both ways. */
export const APPLICATION_SORT_COLUMNS = ['applicant', 'event', 'role', 'applied', 'status'] as const;
export const APPLICATION_SORTS = tableSorts(APPLICATION_SORT_COLUMNS);
export type ApplicationSort = TableSort<(typeof APPLICATION_SORT_COLUMNS)[number]>;

/**
 * Other features' reads the admin table joins, not executed: applicants (UserDirectory.cards) to
 * search and sort by name or email, event titles (EventCatalog.titleSource) to sort by event.
 */
export interface ApplicantSources {
  people: ReturnType<UserDirectory['cards']>;
  events: ReturnType<EventCatalog['titleSource']>;
}

export type NewApplication = Pick<
  Selectable<Database['applications']>,
  'id' | 'user_id' | 'linkedin_url' | 'role' | 'short_answer' | 'venture_id' | 'follow_up_consent'
>;

/** The open event an application is inserted for: `EventCatalog.openForApplications`. */
export type OpenEvent = ReturnType<EventCatalog['openForApplications']>;

const COLUMNS = [
  'applications.id',
  'applications.event_id',
  'applications.user_id',
  'applications.linkedin_url',
  'applications.role',
  'applications.short_answer',
  'applications.status',
  'applications.version',
  'applications.created_at',
  'applications.venture_id',
] as const;

type ApplicationsDb = Pick<Database, 'applications'>;

/**
 * The admin table's filters as one condition; undefined when there are none. The search is a
 * semi-join on the applicants whose name or email contains the text (a parameter, never spliced).
 */
function matching(
  { eventId, status, role, search }: ApplicationFilters,
  sources: ApplicantSources | undefined,
): Expression<SqlBool> | undefined {
  const eb = expressionBuilder<ApplicationsDb, 'applications'>();
  const conditions = [
    ...(eventId === undefined ? [] : [eb('applications.event_id', '=', eventId)]),
    ...(status === undefined ? [] : [eb('applications.status', '=', status)]),
    ...(role === undefined ? [] : [eb('applications.role', '=', role)]),
    ...(search === undefined ? [] : [eb('applications.user_id', 'in', applicantsMatching(search, sources))]),
  ];
  return conditions.length === 0 ? undefined : eb.and(conditions);
}

function applicantsMatching(search: string, sources: ApplicantSources | undefined) {
  const pattern = containsPattern(search);
  return expressionBuilder()
    .selectFrom(needed(sources).people.as('c'))
    .select('c.id')
    .where((eb) => eb.or([eb('c.name', 'ilike', pattern), eb('c.email', 'ilike', pattern)]));
}

function needed(sources: ApplicantSources | undefined): ApplicantSources {
  if (!sources) throw new Error('Searching or sorting applications by names needs the applicant and event sources');
  return sources;
}

const TALLY_COUNTS_NONE: Record<TalliedStatus, number> = { approved: 0, waitlisted: 0, rejected: 0, withdrawn: 0 };

/** The tally column a status is counted in, moved by `change`; none for pending. */
function talliedChange(status: ApplicationStatus, change: number): Partial<Record<TalliedStatus, number>> {
  return (TALLIED_STATUSES as readonly string[]).includes(status) ? { [status]: change } : {};
}

/** The UTC calendar day of a timestamp: how the tallies key an application's day. */
function utcDay(timestamp: Expression<string | Date>) {
  const eb = expressionBuilder();
  return eb.cast<string>(eb.fn('timezone', [sql.lit('UTC'), timestamp]), 'date');
}

/** Hours from one timestamp to a later one, fractions included. */
function hoursBetween(from: Expression<string | Date>, to: Expression<string | Date>) {
  return sql<number>`date_part('epoch', ${to} - ${from}) / 3600`;
}

/** What the page is sorted by before its ties (none by applied date: that is the tie-break itself). */
function sortKey(column: ApplicationSort extends TableSort<infer C> ? C : never) {
  switch (column) {
    case 'applicant':
      return sql<string>`lower(coalesce(${sql.ref('c.name')}, ${sql.ref('c.email')}))`;
    case 'event':
      return sql<string>`lower(${sql.ref('e.title')})`;
    case 'role':
      return sql<string>`${sql.ref('applications.role')}`;
    case 'status':
      return sql<string>`${sql.ref('applications.status')}`;
    case 'applied':
      return undefined;
  }
}

/**
 * The page's ids with what they are ordered by, ties broken newest first. By applied date they
 * come from an index range; by applicant or event the page joins the names it sorts by.
 */
function pageIds(
  db: Kysely<ApplicationsDb>,
  condition: Expression<SqlBool> | undefined,
  sort: ApplicationSort,
  sources: ApplicantSources | undefined,
  page: number,
  size: number,
) {
  const { column, direction } = sortParts(sort);
  const key = sortKey(column);
  const tieBreak = key ? 'desc' : direction;
  return db
    .selectFrom('applications')
    .select(['applications.id', 'applications.created_at'])
    .$if(column === 'applicant', (query) =>
      query.innerJoin(needed(sources).people.as('c'), 'c.id', 'applications.user_id'),
    )
    .$if(column === 'event', (query) =>
      query.innerJoin(needed(sources).events.as('e'), 'e.id', 'applications.event_id'),
    )
    .$call((query) => (condition ? query.where(condition) : query))
    .$if(key !== undefined, (query) =>
      query.select(sql<string>`${key}`.as('sort_key')).orderBy(sql.ref('sort_key'), direction),
    )
    .orderBy('applications.created_at', tieBreak)
    .orderBy('applications.id', tieBreak)
    .limit(size)
    .offset((page - 1) * size);
}

/**
 * One page of the admin table with the total (also compiled by the benchmark's baseline). The
 * page's ids come first (see `pageIds`; by applied date an index range of
 * applications_event_created_index or applications_created_index); only those rows are read in
 * full. The total is an index-only count instead of a window over every match. `sources` are
 * needed only to search or to sort by applicant or event.
 */
export function adminPageQuery(
  db: Kysely<ApplicationsDb>,
  filters: ApplicationFilters,
  sort: ApplicationSort,
  page: number,
  size: number,
  sources?: ApplicantSources,
) {
  const condition = matching(filters, sources);
  const { column, direction } = sortParts(sort);
  const keyed = sortKey(column) !== undefined;
  const tieBreak = keyed ? 'desc' : direction;
  return db
    .with('page', () => pageIds(db, condition, sort, sources, page, size))
    .selectFrom('applications')
    .innerJoin('page', 'page.id', 'applications.id')
    .select(COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('applications')
        .select(eb.fn.countAll<string>().as('count'))
        .$call((query) => (condition ? query.where(condition) : query))
        .as('total'),
    )
    .$if(keyed, (query) => query.orderBy(sql.ref('page.sort_key'), direction))
    .orderBy('page.created_at', tieBreak)
    .orderBy('page.id', tieBreak);
}

/**
 * The applications feature's tables. Inside a command the injected EntityManager is the command's
 * own, so every method runs in its transaction; elsewhere reads go to the pool.
 */
@Injectable()
export class ApplicationRepository {
  constructor(private readonly em: EntityManager) {}

  private db() {
    return kyselyOf<'applications' | 'application_tallies'>(this.em);
  }

  /**
   * Inserts the application if the event is open and the person has not applied yet: the open-event
   * check and the insert are one statement, which also counts it in the tally of its event, UTC day
   * and role. False when nothing was inserted.
   */
  async insertIfOpen(openEvent: OpenEvent, application: NewApplication): Promise<boolean> {
    const counted = await this.db()
      .with('inserted', (db) =>
        db
          .insertInto('applications')
          .columns([
            'id',
            'user_id',
            'event_id',
            'linkedin_url',
            'role',
            'short_answer',
            'venture_id',
            'follow_up_consent',
          ])
          .expression((eb) =>
            eb
              .selectFrom(openEvent.as('open_event'))
              .select((select) => [
                select.val(application.id).as('id'),
                select.val(application.user_id).as('user_id'),
                'open_event.id as event_id',
                select.val(application.linkedin_url).as('linkedin_url'),
                select.val(application.role).as('role'),
                select.val(application.short_answer).as('short_answer'),
                select.val(application.venture_id).as('venture_id'),
                select.val(application.follow_up_consent).as('follow_up_consent'),
              ]),
          )
          .onConflict((conflict) => conflict.columns(['user_id', 'event_id']).doNothing())
          .returning(['event_id', 'role', 'created_at']),
      )
      .insertInto('application_tallies')
      .columns(['event_id', 'day', 'role', 'slot', 'applied'])
      .expression((eb) =>
        eb
          .selectFrom('inserted')
          .select((select) => [
            'inserted.event_id',
            utcDay(select.ref('inserted.created_at')).as('day'),
            'inserted.role',
            select.val(tallySlotOf(application.id)).as('slot'),
            select.lit(1).as('applied'),
          ]),
      )
      .onConflict((conflict) =>
        conflict
          .columns(['event_id', 'day', 'role', 'slot'])
          .doUpdateSet((eb) => ({ applied: eb('application_tallies.applied', '+', 1) })),
      )
      .returning('application_tallies.event_id')
      .executeTakeFirst();
    return counted !== undefined;
  }

  /** Locks the application until the command ends, so concurrent reviews queue instead of racing. */
  lockForReview(id: string) {
    return this.db()
      .selectFrom('applications')
      .select(['id', 'status', 'version', 'user_id', 'event_id'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  async changeStatus(id: string, status: ApplicationStatus): Promise<void> {
    await this.db()
      .updateTable('applications')
      .set((eb) => ({ status, version: eb('version', '+', 1), updated_at: eb.fn<Date>('now') }))
      .where('id', '=', id)
      .execute();
  }

  /**
   * Keeps the status counts of the application's tally right when its status moves: one less in the
   * column of the status it leaves, one more in the column of the one it enters (pending has none:
   * it is what is left of `applied`).
   */
  async countStatusChange(id: string, from: ApplicationStatus, to: ApplicationStatus): Promise<void> {
    const columns = { ...TALLY_COUNTS_NONE, ...talliedChange(from, -1), ...talliedChange(to, 1) };
    if (Object.values(columns).every((change) => change === 0)) return;
    await this.db()
      .updateTable('application_tallies')
      .from('applications')
      .set((eb) => ({
        approved: eb('application_tallies.approved', '+', columns.approved),
        waitlisted: eb('application_tallies.waitlisted', '+', columns.waitlisted),
        rejected: eb('application_tallies.rejected', '+', columns.rejected),
        withdrawn: eb('application_tallies.withdrawn', '+', columns.withdrawn),
      }))
      .where('applications.id', '=', id)
      .whereRef('application_tallies.event_id', '=', 'applications.event_id')
      .whereRef('application_tallies.role', '=', 'applications.role')
      .where('application_tallies.slot', '=', tallySlotOf(id))
      .where((eb) => eb('application_tallies.day', '=', utcDay(eb.ref('applications.created_at'))))
      .execute();
  }

  /** The version follows the application's event stream: any event of it counts as a change. */
  async bumpVersion(id: string): Promise<void> {
    await this.db()
      .updateTable('applications')
      .set((eb) => ({ version: eb('version', '+', 1), updated_at: eb.fn<Date>('now') }))
      .where('id', '=', id)
      .execute();
  }

  findById(id: string): Promise<ApplicationRow | undefined> {
    return this.db().selectFrom('applications').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  findMine(userId: string, eventId: string): Promise<ApplicationRow | undefined> {
    return this.db()
      .selectFrom('applications')
      .select(COLUMNS)
      .where('user_id', '=', userId)
      .where('event_id', '=', eventId)
      .executeTakeFirst();
  }

  /**
   * Whether this person's application to the event is approved. Inside a command the row stays
   * share-locked until the command ends, so a review changing it waits, and so does the command
   * behind a review: a decision is never acted on after it was taken back.
   */
  async isApproved(userId: string, eventId: string, lock: 'share' | 'update' = 'share'): Promise<boolean> {
    const row = await this.db()
      .selectFrom('applications')
      .select('status')
      .where('user_id', '=', userId)
      .where('event_id', '=', eventId)
      .$call((query) => (lock === 'update' ? query.forUpdate() : query.forShare()))
      .executeTakeFirst();
    return row?.status === 'approved';
  }

  /** The events this person's application to is approved. */
  async approvedEventIds(userId: string): Promise<string[]> {
    const rows = await this.db()
      .selectFrom('applications')
      .select('event_id')
      .where('user_id', '=', userId)
      .where('status', '=', 'approved')
      .execute();
    return rows.map((row) => row.event_id);
  }

  /** The approved applicants of an event with the role they applied as; not executed (see ApplicationStanding). */
  approvedApplicantsOf(eventId: string) {
    return this.db()
      .selectFrom('applications')
      .select(['user_id', 'role'])
      .where('event_id', '=', eventId)
      .where('status', '=', 'approved');
  }

  /** Newest first. */
  listMine(userId: string): Promise<ApplicationRow[]> {
    return this.db()
      .selectFrom('applications')
      .select(COLUMNS)
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
  }

  /**
   * One page of the admin table; `total` rides on every row (none past the last page: see `count`).
   * Prepared: one statement per combination of filters and sort, planned once per connection.
   */
  page(filters: ApplicationFilters, sort: ApplicationSort, page: number, size: number, sources: ApplicantSources) {
    return executePrepared(
      this.em,
      'admin-applications-page',
      adminPageQuery(this.db(), filters, sort, page, size, sources),
    );
  }

  /** `sources` only to count a search. */
  async count(filters: ApplicationFilters, sources?: ApplicantSources): Promise<number> {
    const condition = matching(filters, sources);
    const { count } = await this.db()
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .$call((query) => (condition ? query.where(condition) : query))
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  /** What deleting an event takes with it (EventDependents). */
  countForEvent(eventId: string): Promise<number> {
    return this.count({ eventId });
  }

  // The status history projection runs in the transaction it is handed (a command's or a replay's):
  // its methods take that EntityManager, so they need no instance (and the projection no dependency).

  /** One history row per status change; an application deleted with its event has none to attach. */
  static async appendStatusHistory(
    em: EntityManager,
    event: RecordedEvent<typeof ApplicationStatusChanged.TYPE>,
  ): Promise<void> {
    const { from, to } = event.payload;
    await kyselyOf<'applications' | 'application_status_history'>(em)
      .insertInto('application_status_history')
      .columns(['event_position', 'application_id', 'old_status', 'new_status', 'changed_by', 'changed_at'])
      .expression((eb) =>
        eb
          .selectFrom('applications')
          .select((select) => [
            select.val(event.position).as('event_position'),
            'id',
            select.val(from).as('old_status'),
            select.val(to).as('new_status'),
            select.val(event.actorId).as('changed_by'),
            select.val(event.occurredAt).as('changed_at'),
          ])
          .where('id', '=', event.streamId),
      )
      .execute();
  }

  static statusHistorySnapshot(em: EntityManager) {
    return kyselyOf<'application_status_history'>(em)
      .selectFrom('application_status_history')
      .selectAll()
      .orderBy('event_position')
      .execute();
  }

  static async clearStatusHistory(em: EntityManager): Promise<void> {
    await kyselyOf<'application_status_history'>(em).deleteFrom('application_status_history').execute();
  }

  /**
   * The first decision of an application (its first change out of 'pending'): how long it waited,
   * kept once; later changes leave it as it is.
   */
  static async recordFirstDecision(
    em: EntityManager,
    event: RecordedEvent<typeof ApplicationStatusChanged.TYPE>,
  ): Promise<void> {
    if (event.payload.from !== 'pending') return;
    await kyselyOf<'applications' | 'application_decision_lags'>(em)
      .insertInto('application_decision_lags')
      .columns(['application_id', 'event_id', 'hours'])
      .expression((eb) =>
        eb
          .selectFrom('applications')
          .select((select) => [
            'id',
            'event_id',
            hoursBetween(select.ref('created_at'), select.cast(select.val(event.occurredAt), 'timestamptz')).as(
              'hours',
            ),
          ])
          .where('id', '=', event.streamId),
      )
      .onConflict((conflict) => conflict.column('application_id').doNothing())
      .execute();
  }

  static decisionLagSnapshot(em: EntityManager) {
    return kyselyOf<'application_decision_lags'>(em)
      .selectFrom('application_decision_lags')
      .selectAll()
      .orderBy('application_id')
      .execute();
  }

  static async clearDecisionLags(em: EntityManager): Promise<void> {
    await kyselyOf<'application_decision_lags'>(em).deleteFrom('application_decision_lags').execute();
  }
}

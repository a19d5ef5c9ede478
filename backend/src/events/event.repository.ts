import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { containsPattern } from '../database/contains-pattern.js';
import { type Database, kyselyOf } from '../database/database.js';
import { executePrepared } from '../database/prepared-read.js';
import type { EventStatus } from './event-rules.js';
import { EventNotFound } from './events.errors.js';

type EventsDb = Kysely<Pick<Database, 'events'>>;

/** Every column of an event row. */
export type EventFacts = Selectable<Database['events']>;

/** The columns an event is shown with. */
export const EVENT_COLUMNS = [
  'id',
  'title',
  'description_md',
  'location',
  'status',
  'start_date',
  'end_date',
  'submission_deadline',
  'grace_minutes',
  'timezone',
  'tracks',
  'team_size_max',
  'checkin_offset_days',
  'version',
  'created_at',
] as const satisfies readonly (keyof EventFacts)[];

/** The columns the edit page may change (criteria and judges have their own commands). */
export type EditableEventColumns = Pick<
  EventFacts,
  | 'title'
  | 'description_md'
  | 'location'
  | 'timezone'
  | 'start_date'
  | 'end_date'
  | 'submission_deadline'
  | 'grace_minutes'
  | 'tracks'
  | 'team_size_max'
  | 'checkin_offset_days'
>;

export type EventRow = Pick<EventFacts, (typeof EVENT_COLUMNS)[number]>;

/** Statuses the public sees (and applications are taken for). */
const PUBLIC_STATUSES: EventStatus[] = ['active', 'upcoming'];

/** The public list: active and upcoming events, soonest first (also run by the benchmark's baseline). */
export function selectPublicEvents(db: EventsDb) {
  return db
    .selectFrom('events')
    .select(EVENT_COLUMNS)
    .where('status', 'in', PUBLIC_STATUSES)
    .orderBy('start_date')
    .orderBy('id');
}

/** The events table; inside a command, every call runs in the command's transaction. */
@Injectable()
export class EventRepository {
  constructor(private readonly em: EntityManager) {}

  private db(): EventsDb {
    return kyselyOf<'events'>(this.em);
  }

  /** Locks the event row for the rest of the transaction; 404 when it does not exist. */
  async lockForChange(eventId: string): Promise<Pick<EventFacts, 'title' | 'status'>> {
    const event = await this.db()
      .selectFrom('events')
      .select(['title', 'status'])
      .where('id', '=', eventId)
      .forUpdate()
      .executeTakeFirst();
    if (!event) throw new EventNotFound();
    return event;
  }

  /** Every column, locked for the rest of the transaction; 404 when the event does not exist. */
  async lockForEdit(eventId: string): Promise<EventFacts> {
    const event = await this.db()
      .selectFrom('events')
      .selectAll()
      .where('id', '=', eventId)
      .forUpdate()
      .executeTakeFirst();
    if (!event) throw new EventNotFound();
    return event;
  }

  /** Writes the edited fields and moves the version on, so an editor holding the old one gets a 409. */
  async updateFields(eventId: string, fields: EditableEventColumns): Promise<void> {
    await this.db()
      .updateTable('events')
      .set((eb) => ({ ...fields, version: eb('version', '+', 1), updated_at: eb.fn<Date>('now') }))
      .where('id', '=', eventId)
      .execute();
  }

  async insert(event: Insertable<Database['events']>): Promise<void> {
    await this.db().insertInto('events').values(event).execute();
  }

  async changeStatus(eventId: string, status: EventStatus): Promise<void> {
    await this.db()
      .updateTable('events')
      .set((eb) => ({ status, version: eb('version', '+', 1), updated_at: eb.fn<Date>('now') }))
      .where('id', '=', eventId)
      .execute();
  }

  /** Deletes the event; its criteria, judges, invitations and other features' rows go by cascade. */
  async delete(eventId: string): Promise<void> {
    await this.db().deleteFrom('events').where('id', '=', eventId).execute();
  }

  findById(eventId: string): Promise<EventFacts | undefined> {
    return this.db().selectFrom('events').selectAll().where('id', '=', eventId).executeTakeFirst();
  }

  /** These events, latest start first. */
  findByIds(eventIds: readonly string[]): Promise<EventFacts[]> {
    if (eventIds.length === 0) return Promise.resolve([]);
    return this.db()
      .selectFrom('events')
      .selectAll()
      .where('id', 'in', [...eventIds])
      .orderBy('start_date', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
  }

  findShown(eventId: string): Promise<EventRow | undefined> {
    return this.db().selectFrom('events').select(EVENT_COLUMNS).where('id', '=', eventId).executeTakeFirst();
  }

  /** Every event, newest first. */
  listAll(): Promise<EventRow[]> {
    return this.db().selectFrom('events').select(EVENT_COLUMNS).orderBy('created_at', 'desc').orderBy('id').execute();
  }

  listPublic(): Promise<EventRow[]> {
    return selectPublicEvents(this.db()).execute();
  }

  /** Prepared: the lists of applications, projects, judging and the audit log name their events through here. */
  async titles(eventIds: readonly string[]): Promise<Map<string, string>> {
    if (eventIds.length === 0) return new Map();
    const rows = await executePrepared(
      this.em,
      'event-titles',
      this.db()
        .selectFrom('events')
        .select(['id', 'title'])
        .where((eb) => eb('id', '=', eb.fn.any(eb.val([...eventIds])))),
    );
    return new Map(rows.map((row) => [row.id, row.title]));
  }

  async idsByTitle(text: string, limit: number): Promise<string[]> {
    const rows = await this.db()
      .selectFrom('events')
      .select('id')
      .where('title', 'ilike', containsPattern(text))
      .orderBy('start_date', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  async count(): Promise<number> {
    const { count } = await this.db()
      .selectFrom('events')
      .select(({ fn }) => fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  /** Active events whose submission deadline is after `now`, soonest deadline first. */
  activeWithDeadlineAfter(now: Date): Promise<EventFacts[]> {
    return this.db()
      .selectFrom('events')
      .selectAll()
      .where('status', '=', 'active')
      .where('submission_deadline', '>', now)
      .orderBy('submission_deadline')
      .orderBy('id')
      .execute();
  }

  /** The event's id if it takes applications (not executed: a source for another statement). */
  openForApplications(eventId: string) {
    return this.db().selectFrom('events').select('id').where('id', '=', eventId).where('status', 'in', PUBLIC_STATUSES);
  }

  /** `select id, title from events`, not executed: a source another list joins to sort by event title. */
  titleSource() {
    return this.db().selectFrom('events').select(['id', 'title']);
  }
}

import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { kyselyOf } from '../database/database.js';
import { DEFAULT_REVIEWS_PER_SUBMISSION, type JudgingPhase } from './judging-rules.js';

export interface EventJudgingState {
  phase: JudgingPhase;
  reviewsPerSubmission: number;
  sameDomainConflicts: boolean;
  version: number;
  /** When the phase last became 'open'; null before the first opening. */
  openedAt: Date | null;
  /** The close date staff set, if any. */
  closesAt: Date | null;
}

const NOT_STARTED: EventJudgingState = {
  phase: 'not_started',
  reviewsPerSubmission: DEFAULT_REVIEWS_PER_SUBMISSION,
  sameDomainConflicts: true,
  version: 1,
  openedAt: null,
  closesAt: null,
};

const STATE_COLUMNS = [
  'phase',
  'reviews_per_submission',
  'same_domain_conflicts',
  'version',
  'opened_at',
  'closes_at',
] as const;

const stateOf = (row: {
  phase: JudgingPhase;
  reviews_per_submission: number;
  same_domain_conflicts: boolean;
  version: number;
  opened_at: Date | string | null;
  closes_at: Date | string | null;
}): EventJudgingState => ({
  phase: row.phase,
  reviewsPerSubmission: row.reviews_per_submission,
  sameDomainConflicts: row.same_domain_conflicts,
  version: row.version,
  openedAt: row.opened_at === null ? null : new Date(row.opened_at),
  closesAt: row.closes_at === null ? null : new Date(row.closes_at),
});

/** An event whose judging is open, with when it opened and the close date staff set. */
export interface OpenJudging {
  eventId: string;
  openedAt: Date | null;
  closesAt: Date | null;
}

/** Each event's judging phase and last 'Assign Submissions' settings; a missing row is `not_started`. */
@Injectable()
export class EventJudgingRepository {
  constructor(private readonly em: EntityManager) {}

  async find(eventId: string): Promise<EventJudgingState> {
    return (await this.many([eventId])).get(eventId)!;
  }

  async many(eventIds: readonly string[]): Promise<Map<string, EventJudgingState>> {
    const ids = [...new Set(eventIds)];
    const rows =
      ids.length === 0
        ? []
        : await this.db()
            .selectFrom('event_judging')
            .select(['event_id', ...STATE_COLUMNS])
            .where('event_id', 'in', ids)
            .execute();
    const byId = new Map(rows.map((row) => [row.event_id, row]));
    return new Map(
      ids.map((id) => {
        const row = byId.get(id);
        return [id, row ? stateOf(row) : NOT_STARTED];
      }),
    );
  }

  /** The events whose judging is open now, with when it opened and their close date. */
  async open(): Promise<OpenJudging[]> {
    const rows = await this.db()
      .selectFrom('event_judging')
      .select(['event_id', 'opened_at', 'closes_at'])
      .where('phase', '=', 'open')
      .orderBy('event_id')
      .execute();
    return rows.map((row) => ({
      eventId: row.event_id,
      openedAt: row.opened_at === null ? null : new Date(row.opened_at),
      closesAt: row.closes_at === null ? null : new Date(row.closes_at),
    }));
  }

  /** The events whose judging is in one of these phases, with their phase. */
  async eventsIn(phases: readonly JudgingPhase[]): Promise<Map<string, JudgingPhase>> {
    if (phases.length === 0) return new Map();
    const rows = await this.db()
      .selectFrom('event_judging')
      .select(['event_id', 'phase'])
      .where('phase', 'in', [...phases])
      .execute();
    return new Map(rows.map((row) => [row.event_id, row.phase]));
  }

  /** The phase, holding the row against a phase change until the command commits (a sheet save). */
  async phaseHeld(eventId: string): Promise<JudgingPhase> {
    const row = await this.db()
      .selectFrom('event_judging')
      .select('phase')
      .where('event_id', '=', eventId)
      .forShare()
      .executeTakeFirst();
    return row?.phase ?? 'not_started';
  }

  /** Creates the row if needed and locks it: judging commands of one event run one at a time. */
  async lockForChange(eventId: string): Promise<EventJudgingState> {
    await this.db()
      .insertInto('event_judging')
      .values({ event_id: eventId })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const row = await this.db()
      .selectFrom('event_judging')
      .select([...STATE_COLUMNS])
      .where('event_id', '=', eventId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    return stateOf(row);
  }

  /**
   * Sets the phase of a locked row; answers the new version. Becoming 'open' (opened or reopened)
   * records `at` as the opening, from which the judging reminders count.
   */
  async setPhase(eventId: string, phase: JudgingPhase, at: Date): Promise<number> {
    const row = await this.db()
      .updateTable('event_judging')
      .set((eb) => ({
        phase,
        version: eb('version', '+', 1),
        updated_at: eb.fn<Date>('now'),
        ...(phase === 'open' ? { opened_at: at } : {}),
      }))
      .where('event_id', '=', eventId)
      .returning('version')
      .executeTakeFirstOrThrow();
    return row.version;
  }

  /** Sets (or clears) the close date of a locked row. */
  async setCloseDate(eventId: string, closesAt: Date | null): Promise<void> {
    await this.db()
      .updateTable('event_judging')
      .set((eb) => ({ closes_at: closesAt, updated_at: eb.fn<Date>('now') }))
      .where('event_id', '=', eventId)
      .execute();
  }

  async setAssignSettings(eventId: string, reviewsPerSubmission: number, sameDomainConflicts: boolean): Promise<void> {
    await this.db()
      .updateTable('event_judging')
      .set((eb) => ({
        reviews_per_submission: reviewsPerSubmission,
        same_domain_conflicts: sameDomainConflicts,
        updated_at: eb.fn<Date>('now'),
      }))
      .where('event_id', '=', eventId)
      .execute();
  }

  private db() {
    return kyselyOf<'event_judging'>(this.em);
  }
}

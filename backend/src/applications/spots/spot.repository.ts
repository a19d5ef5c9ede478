import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Selectable } from 'kysely';
import { type Database, kyselyOf } from '../../database/database.js';
import type { SpotDates } from './spot-deadline.js';

type SpotRow = Selectable<Database['spot_confirmations']>;

/** An application whose spot fell due unanswered, locked for the command that expires it. */
export interface DueSpot {
  id: string;
  status: 'approved';
  version: number;
  user_id: string;
  event_id: string;
  due_at: Date;
}

/** How the spots of one event stand now (approved applications and their confirmations). */
export interface SpotCounts {
  approved: number;
  confirmed: number;
  /** Approved, confirmation asked and not given yet. */
  awaiting: number;
  declined: number;
  expired: number;
  waitlisted: number;
}

function dates(row: Pick<SpotRow, 'due_at' | 'confirmed_at' | 'declined_at' | 'expired_at'>): SpotDates {
  const date = (value: string | Date | null) => (value === null ? null : new Date(value));
  return {
    dueAt: new Date(row.due_at),
    confirmedAt: date(row.confirmed_at),
    declinedAt: date(row.declined_at),
    expiredAt: date(row.expired_at),
  };
}

/**
 * spot_confirmations. Every write happens in a command that holds the application's row lock
 * (ApplicationRepository.lockForReview, or `claimDue` for the scheduler), so the application row is
 * the one mutex of a spot: a confirm and an expiry of the same spot queue, never interleave.
 */
@Injectable()
export class SpotRepository {
  constructor(private readonly em: EntityManager) {}

  private db() {
    return kyselyOf<'spot_confirmations' | 'applications'>(this.em);
  }

  /** A fresh confirmation for the application's new approval, replacing any earlier one. */
  async open(applicationId: string, offeredAt: Date, dueAt: Date): Promise<void> {
    await this.db()
      .insertInto('spot_confirmations')
      .values({ application_id: applicationId, offered_at: offeredAt, due_at: dueAt })
      .onConflict((conflict) =>
        conflict.column('application_id').doUpdateSet({
          offered_at: offeredAt,
          due_at: dueAt,
          confirmed_at: null,
          declined_at: null,
          expired_at: null,
        }),
      )
      .execute();
  }

  /** The application left 'approved' by a staff decision: its spot question is over. */
  async remove(applicationId: string): Promise<void> {
    await this.db().deleteFrom('spot_confirmations').where('application_id', '=', applicationId).execute();
  }

  async find(applicationId: string): Promise<SpotDates | undefined> {
    const row = await this.db()
      .selectFrom('spot_confirmations')
      .select(['due_at', 'confirmed_at', 'declined_at', 'expired_at'])
      .where('application_id', '=', applicationId)
      .executeTakeFirst();
    return row ? dates(row) : undefined;
  }

  /** The spots of these applications, by application id (those without one are absent). */
  async forApplications(applicationIds: readonly string[]): Promise<Map<string, SpotDates>> {
    if (applicationIds.length === 0) return new Map();
    const rows = await this.db()
      .selectFrom('spot_confirmations')
      .select(['application_id', 'due_at', 'confirmed_at', 'declined_at', 'expired_at'])
      .where('application_id', 'in', [...new Set(applicationIds)])
      .execute();
    return new Map(rows.map((row) => [row.application_id, dates(row)]));
  }

  async confirm(applicationId: string, at: Date): Promise<void> {
    await this.db()
      .updateTable('spot_confirmations')
      .set({ confirmed_at: at })
      .where('application_id', '=', applicationId)
      .execute();
  }

  async decline(applicationId: string, at: Date): Promise<void> {
    await this.db()
      .updateTable('spot_confirmations')
      .set({ declined_at: at })
      .where('application_id', '=', applicationId)
      .execute();
  }

  async expire(applicationId: string, at: Date): Promise<void> {
    await this.db()
      .updateTable('spot_confirmations')
      .set({ expired_at: at })
      .where('application_id', '=', applicationId)
      .execute();
  }

  /**
   * Up to `limit` approved applications whose spot is open and due at `now`, soonest first, with
   * their rows locked; those another transaction holds (a confirm in flight, another tick) are
   * skipped and looked at again next time.
   */
  async claimDue(now: Date, limit: number): Promise<DueSpot[]> {
    const rows = await this.db()
      .selectFrom('spot_confirmations as s')
      .innerJoin('applications as a', 'a.id', 's.application_id')
      .select(['a.id', 'a.version', 'a.user_id', 'a.event_id', 's.due_at'])
      .where('s.confirmed_at', 'is', null)
      .where('s.declined_at', 'is', null)
      .where('s.expired_at', 'is', null)
      .where('s.due_at', '<=', now)
      .where('a.status', '=', 'approved')
      .orderBy('s.due_at')
      .limit(limit)
      .forUpdate('a')
      .skipLocked()
      .execute();
    return rows.map((row) => ({ ...row, status: 'approved' as const, due_at: new Date(row.due_at) }));
  }

  /** The event's approved and waitlisted applications, with where their confirmations stand. */
  async countsFor(eventId: string): Promise<SpotCounts> {
    const row = await this.db()
      .selectFrom('applications as a')
      .leftJoin('spot_confirmations as s', 's.application_id', 'a.id')
      .where('a.event_id', '=', eventId)
      .where('a.status', 'in', ['approved', 'waitlisted', 'withdrawn'])
      .select((eb) => {
        const count = (condition: ReturnType<typeof eb.and>) =>
          eb.cast<number>(eb.fn.count('a.id').filterWhere(condition), 'integer');
        const approved = eb('a.status', '=', 'approved');
        return [
          count(eb.and([approved])).as('approved'),
          count(eb.and([approved, eb('s.confirmed_at', 'is not', null)])).as('confirmed'),
          count(eb.and([approved, eb('s.due_at', 'is not', null), eb('s.confirmed_at', 'is', null)])).as('awaiting'),
          count(eb.and([eb('a.status', '=', 'withdrawn'), eb('s.declined_at', 'is not', null)])).as('declined'),
          count(eb.and([eb('a.status', '=', 'withdrawn'), eb('s.expired_at', 'is not', null)])).as('expired'),
          count(eb.and([eb('a.status', '=', 'waitlisted')])).as('waitlisted'),
        ];
      })
      .executeTakeFirstOrThrow();
    return row;
  }

  /**
   * Until the command ends, one offer from the event's waitlist at a time (a transaction-scoped
   * advisory lock on the event): the next one counts the spots the first one filled.
   */
  async lockEvent(eventId: string): Promise<void> {
    await this.db()
      .selectNoFrom((eb) =>
        eb.fn('pg_advisory_xact_lock', [eb.fn('hashtext', [eb.val(`sprintboard.spots.${eventId}`)])]).as('locked'),
      )
      .execute();
  }

  /** The event's waitlisted applications with when they applied, oldest first. */
  waitlistOf(eventId: string): Promise<{ id: string; created_at: string | Date }[]> {
    return this.db()
      .selectFrom('applications')
      .select(['id', 'created_at'])
      .where('event_id', '=', eventId)
      .where('status', '=', 'waitlisted')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /** Confirmed spots of approved applications: the event's (or every event's) count for Analytics. */
  async confirmedCount(eventId: string | undefined): Promise<number> {
    const row = await this.db()
      .selectFrom('spot_confirmations as s')
      .innerJoin('applications as a', 'a.id', 's.application_id')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
      .where('s.confirmed_at', 'is not', null)
      .where('a.status', '=', 'approved')
      .$if(eventId !== undefined, (query) => query.where('a.event_id', '=', eventId!))
      .executeTakeFirstOrThrow();
    return row.count;
  }
}

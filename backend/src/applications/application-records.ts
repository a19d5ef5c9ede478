import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { kyselyOf } from '../database/database.js';
import type { ApplicationStatus } from './application.events.js';

/** Who applied to which event: what the audit log needs to name an application in words. */
export interface ApplicationParties {
  userId: string;
  eventId: string;
}

/** An approved applicant whose spot awaits their confirmation (review.md 'Confirming a spot'). */
export interface UnconfirmedSpot {
  userId: string;
  eventId: string;
  dueAt: Date;
}

/** What other features may read of applications to name them (the audit log); never their answers. */
@Injectable()
export class ApplicationRecords {
  constructor(private readonly em: EntityManager) {}

  /** The applicant and event of each application, by id; unknown ids are absent. */
  async parties(applicationIds: readonly string[]): Promise<Map<string, ApplicationParties>> {
    const ids = [...new Set(applicationIds)];
    if (ids.length === 0) return new Map();
    const rows = await this.db()
      .selectFrom('applications')
      .select(['id', 'user_id', 'event_id'])
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((row) => [row.id, { userId: row.user_id, eventId: row.event_id }]));
  }

  /** The people approved for the event: who may read its Find Teams page. */
  approvedUserIds(eventId: string): Promise<string[]> {
    return this.userIdsWithStatus(eventId, 'approved');
  }

  /** The people whose application to the event has this status (an announcement's segment). */
  async userIdsWithStatus(eventId: string, status: ApplicationStatus): Promise<string[]> {
    const rows = await this.db()
      .selectFrom('applications')
      .select('user_id')
      .where('event_id', '=', eventId)
      .where('status', '=', status)
      .execute();
    return rows.map((row) => row.user_id);
  }

  /**
   * The approved applications whose spot is neither confirmed, declined nor expired, due in
   * (`from`, `to`]: the reminders read these at each tick.
   */
  async unconfirmedSpotsDueBetween(from: Date, to: Date): Promise<UnconfirmedSpot[]> {
    const rows = await kyselyOf<'applications' | 'spot_confirmations'>(this.em)
      .selectFrom('spot_confirmations as s')
      .innerJoin('applications as a', 'a.id', 's.application_id')
      .select(['a.user_id', 'a.event_id', 's.due_at'])
      .where('a.status', '=', 'approved')
      .where('s.confirmed_at', 'is', null)
      .where('s.declined_at', 'is', null)
      .where('s.expired_at', 'is', null)
      .where('s.due_at', '>', from)
      .where('s.due_at', '<=', to)
      .orderBy('s.due_at')
      .orderBy('a.id')
      .execute();
    return rows.map((row) => ({ userId: row.user_id, eventId: row.event_id, dueAt: new Date(row.due_at) }));
  }

  /** Whether the person's application to the event is approved. */
  async isApproved(eventId: string, userId: string): Promise<boolean> {
    const row = await this.db()
      .selectFrom('applications')
      .select('id')
      .where('event_id', '=', eventId)
      .where('user_id', '=', userId)
      .where('status', '=', 'approved')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Applications by any of these people or to any of these events, newest first; at most `limit`. */
  async idsInvolving(userIds: readonly string[], eventIds: readonly string[], limit: number): Promise<string[]> {
    if (userIds.length === 0 && eventIds.length === 0) return [];
    const rows = await this.db()
      .selectFrom('applications')
      .select('id')
      .where((eb) =>
        eb.or([
          ...(userIds.length > 0 ? [eb('user_id', 'in', [...userIds])] : []),
          ...(eventIds.length > 0 ? [eb('event_id', 'in', [...eventIds])] : []),
        ]),
      )
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  private db() {
    return kyselyOf<'applications'>(this.em);
  }
}

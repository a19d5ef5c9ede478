import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kyselyOf } from '../database/database.js';
import type { ApplicationRole } from './application.events.js';

export interface ApplicationFigures {
  applied: number;
  approved: number;
  /** UTC days with at least one application, oldest first. */
  perDay: { day: string; count: number }[];
  roles: { role: ApplicationRole; count: number }[];
  /** Hours from applying to the first decision (null without any decided application). */
  decisionLag: { decided: number; medianHours: number | null; p90Hours: number | null };
}

/**
 * What analytics may read of applications: aggregates of one event (or all events when `eventId`
 * is undefined), each one grouped query over `applications_event_created_index` or the status history.
 */
@Injectable()
export class ApplicationAnalytics {
  constructor(private readonly em: EntityManager) {}

  async figures(eventId: string | undefined): Promise<ApplicationFigures> {
    const db = kyselyOf<'applications' | 'application_status_history'>(this.em);
    const [roles, perDay, lag] = await Promise.all([
      db
        .selectFrom('applications')
        .select((eb) => [
          'applications.role',
          eb.cast<number>(eb.fn.countAll(), 'integer').as('count'),
          eb
            .cast<number>(eb.fn.countAll().filterWhere('applications.status', '=', 'approved'), 'integer')
            .as('approved'),
        ])
        .groupBy('applications.role')
        .$if(eventId !== undefined, (query) => query.where('applications.event_id', '=', eventId!))
        .execute(),
      db
        .selectFrom('applications')
        .select((eb) => [
          eb.fn<Date>('date_trunc', [sql.lit('day'), eb.ref('applications.created_at')]).as('day'),
          eb.cast<number>(eb.fn.countAll(), 'integer').as('count'),
        ])
        .groupBy('day')
        .orderBy('day')
        .$if(eventId !== undefined, (query) => query.where('applications.event_id', '=', eventId!))
        .execute(),
      db
        .selectFrom((eb) =>
          // Each decided application's hours to its first decision: the event's applications
          // (applications_event_created_index), their history through its application index.
          eb
            .selectFrom('applications')
            .innerJoin('application_status_history', 'application_status_history.application_id', 'applications.id')
            .select((inner) =>
              sql<number>`extract(epoch from (${inner.fn.min('application_status_history.changed_at')} - ${inner.ref('applications.created_at')})) / 3600`.as(
                'hours',
              ),
            )
            .where('application_status_history.old_status', '=', 'pending')
            .$if(eventId !== undefined, (query) => query.where('applications.event_id', '=', eventId!))
            .groupBy(['applications.id', 'applications.created_at'])
            .as('lags'),
        )
        .select((eb) => [
          eb.cast<number>(eb.fn.countAll(), 'integer').as('decided'),
          eb.fn
            .agg<number | null>('percentile_cont', [sql.lit(0.5)])
            .withinGroupOrderBy('lags.hours')
            .as('median'),
          eb.fn
            .agg<number | null>('percentile_cont', [sql.lit(0.9)])
            .withinGroupOrderBy('lags.hours')
            .as('p90'),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    return {
      applied: roles.reduce((sum, row) => sum + row.count, 0),
      approved: roles.reduce((sum, row) => sum + row.approved, 0),
      perDay: perDay.map((row) => ({ day: new Date(row.day).toISOString().slice(0, 10), count: row.count })),
      roles: roles.map((row) => ({ role: row.role, count: row.count })),
      decisionLag: {
        decided: lag.decided,
        medianHours: lag.median === null ? null : Number(lag.median),
        p90Hours: lag.p90 === null ? null : Number(lag.p90),
      },
    };
  }
}

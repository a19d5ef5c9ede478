import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kyselyOf } from '../database/database.js';
import type { ApplicationRole, ApplicationStatus } from './application.events.js';
import type { TalliedStatus } from './application-tally.entity.js';
import { SpotRepository } from './spots/spot.repository.js';

export interface ApplicationFigures {
  applied: number;
  approved: number;
  /** How many applications are in each status now (pending: those not in any other). */
  statuses: Record<ApplicationStatus, number>;
  /** Approved applications whose spot is confirmed ('I'll be there'). */
  confirmed: number;
  /** UTC days with at least one application, oldest first. */
  perDay: { day: string; count: number }[];
  roles: { role: ApplicationRole; count: number }[];
  /** Hours from applying to the first decision (null without any decided application). */
  decisionLag: { decided: number; medianHours: number | null; p90Hours: number | null };
}

/**
 * What analytics may read of applications: aggregates of one event (or all events when `eventId`
 * is undefined), read from the tables the commands and projections keep for it, never from every
 * application: the tallies per event, day and role (a few rows per event and day) and the decision
 * lags (one narrow row per decided application).
 */
@Injectable()
export class ApplicationAnalytics {
  constructor(
    private readonly em: EntityManager,
    private readonly spots: SpotRepository,
  ) {}

  async figures(eventId: string | undefined): Promise<ApplicationFigures> {
    const db = kyselyOf<'application_tallies' | 'application_decision_lags'>(this.em);
    const [roles, perDay, lag, confirmed] = await Promise.all([
      db
        .selectFrom('application_tallies')
        .select((eb) => [
          'role',
          eb.cast<number>(eb.fn.sum('applied'), 'integer').as('count'),
          eb.cast<number>(eb.fn.sum('approved'), 'integer').as('approved'),
          eb.cast<number>(eb.fn.sum('waitlisted'), 'integer').as('waitlisted'),
          eb.cast<number>(eb.fn.sum('rejected'), 'integer').as('rejected'),
          eb.cast<number>(eb.fn.sum('withdrawn'), 'integer').as('withdrawn'),
        ])
        .$if(eventId !== undefined, (query) => query.where('event_id', '=', eventId!))
        .groupBy('role')
        .orderBy('role')
        .execute(),
      db
        .selectFrom('application_tallies')
        .select((eb) => [
          eb.cast<string>('day', 'text').as('day'),
          eb.cast<number>(eb.fn.sum('applied'), 'integer').as('count'),
        ])
        .$if(eventId !== undefined, (query) => query.where('event_id', '=', eventId!))
        .groupBy('day')
        .orderBy('day')
        .execute(),
      db
        .selectFrom('application_decision_lags')
        .select((eb) => [
          eb.cast<number>(eb.fn.countAll(), 'integer').as('decided'),
          eb.fn
            .agg<number | null>('percentile_cont', [sql.lit(0.5)])
            .withinGroupOrderBy('hours')
            .as('median'),
          eb.fn
            .agg<number | null>('percentile_cont', [sql.lit(0.9)])
            .withinGroupOrderBy('hours')
            .as('p90'),
        ])
        .$if(eventId !== undefined, (query) => query.where('event_id', '=', eventId!))
        .executeTakeFirstOrThrow(),
      this.spots.confirmedCount(eventId),
    ]);
    const total = (column: 'count' | TalliedStatus) => roles.reduce((sum, row) => sum + row[column], 0);
    const [applied, approved, waitlisted, rejected, withdrawn] = [
      total('count'),
      total('approved'),
      total('waitlisted'),
      total('rejected'),
      total('withdrawn'),
    ];
    return {
      applied,
      approved,
      statuses: {
        pending: applied - approved - waitlisted - rejected - withdrawn,
        approved,
        waitlisted,
        rejected,
        withdrawn,
      },
      confirmed,
      perDay: perDay.map((row) => ({ day: row.day, count: row.count })),
      roles: roles.map((row) => ({ role: row.role, count: row.count })),
      decisionLag: {
        decided: lag.decided,
        medianHours: lag.median === null ? null : Number(lag.median),
        p90Hours: lag.p90 === null ? null : Number(lag.p90),
      },
    };
  }
}

import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { kyselyOf } from '../database/database.js';

export interface ProjectFigures {
  /** People in a team attached to the event (each counted once per event). */
  inTeam: number;
  submittedOnTime: number;
  submittedLate: number;
  /** Submissions holding a place (Honorable Mention included). */
  winners: number;
  tracks: { track: string; count: number }[];
}

/**
 * What analytics may read of projects: aggregates of one event (or all events when `eventId` is
 * undefined), through the event indexes of links and submissions. A submission holds a place while
 * its status is 'winner' (Add Winner and Remove Winner keep the two together).
 */
@Injectable()
export class ProjectAnalytics {
  constructor(private readonly em: EntityManager) {}

  async figures(eventId: string | undefined): Promise<ProjectFigures> {
    const db = kyselyOf<'project_event_links' | 'project_members' | 'project_submissions'>(this.em);
    const [teams, tracks] = await Promise.all([
      db
        .selectFrom('project_event_links')
        .innerJoin('project_members', 'project_members.project_id', 'project_event_links.project_id')
        .select((eb) =>
          eb
            .cast<number>(
              eb.fn
                .count(eb.fn('row', [eb.ref('project_event_links.event_id'), eb.ref('project_members.user_id')]))
                .distinct(),
              'integer',
            )
            .as('people'),
        )
        .where('project_event_links.detached_at', 'is', null)
        .$if(eventId !== undefined, (query) => query.where('project_event_links.event_id', '=', eventId!))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('project_submissions')
        .select((eb) => [
          'track',
          eb.cast<number>(eb.fn.countAll().filterWhere('late', '=', false), 'integer').as('on_time'),
          eb.cast<number>(eb.fn.countAll().filterWhere('late', '=', true), 'integer').as('late'),
          eb.cast<number>(eb.fn.countAll().filterWhere('status', '=', 'winner'), 'integer').as('winners'),
        ])
        .$if(eventId !== undefined, (query) => query.where('event_id', '=', eventId!))
        .groupBy('track')
        .orderBy('track')
        .execute(),
    ]);
    return {
      inTeam: teams.people,
      submittedOnTime: tracks.reduce((sum, row) => sum + row.on_time, 0),
      submittedLate: tracks.reduce((sum, row) => sum + row.late, 0),
      winners: tracks.reduce((sum, row) => sum + row.winners, 0),
      tracks: tracks.map((row) => ({ track: row.track, count: row.on_time + row.late })),
    };
  }
}

import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kyselyOf } from '../database/database.js';
import { executePrepared } from '../database/prepared-read.js';
import type { SubmissionSnapshot } from './project.events.js';

/** A submission as judging reads it: its snapshot and everyone on its team (snapshot and today's members). */
export interface SubmissionFacts {
  id: string;
  eventId: string;
  projectId: string;
  track: string;
  submittedAt: Date;
  snapshot: SubmissionSnapshot;
  /** The snapshot's team and the project's current members, without duplicates. */
  teamUserIds: string[];
}

/** A submission as results list and count it: its title and tagline as submitted, and everyone on its team. */
export interface SubmissionListing {
  id: string;
  projectId: string;
  track: string;
  title: string;
  tagline: string | null;
  /** The snapshot's team and the project's current members, without duplicates (as in `SubmissionFacts`). */
  teamUserIds: string[];
}

/** What other features (judging) may read of submissions: an event's, one by id, a project's. */
@Injectable()
export class EventSubmissions {
  constructor(private readonly em: EntityManager) {}

  /** The event's submissions, oldest first (a stable order). */
  async ofEvent(eventId: string): Promise<SubmissionFacts[]> {
    const rows = await this.db()
      .selectFrom('project_submissions')
      .select(['id', 'event_id', 'project_id', 'track', 'submitted_at', 'snapshot'])
      .where('event_id', '=', eventId)
      .orderBy('submitted_at')
      .orderBy('id')
      .execute();
    return this.withTeams(rows);
  }

  async byIds(submissionIds: readonly string[]): Promise<Map<string, SubmissionFacts>> {
    const ids = [...new Set(submissionIds)];
    if (ids.length === 0) return new Map();
    const rows = await this.db()
      .selectFrom('project_submissions')
      .select(['id', 'event_id', 'project_id', 'track', 'submitted_at', 'snapshot'])
      .where('id', 'in', ids)
      .execute();
    return new Map((await this.withTeams(rows)).map((submission) => [submission.id, submission]));
  }

  /** The project's submissions (one per event), oldest first. */
  async ofProject(projectId: string): Promise<SubmissionFacts[]> {
    const rows = await this.db()
      .selectFrom('project_submissions')
      .select(['id', 'event_id', 'project_id', 'track', 'submitted_at', 'snapshot'])
      .where('project_id', '=', projectId)
      .orderBy('submitted_at')
      .orderBy('id')
      .execute();
    return this.withTeams(rows);
  }

  /** The project's current members; undefined when there is no such project. */
  async members(projectId: string): Promise<string[] | undefined> {
    const db = kyselyOf<'projects' | 'project_members'>(this.em);
    const project = await db.selectFrom('projects').select('id').where('id', '=', projectId).executeTakeFirst();
    if (!project) return undefined;
    const rows = await db.selectFrom('project_members').select('user_id').where('project_id', '=', projectId).execute();
    return rows.map((row) => row.user_id);
  }

  /**
   * The event's submissions as results list and count them, oldest first, in one prepared query:
   * PostgreSQL picks the title, the tagline and the team's ids out of each snapshot (neither the
   * description nor the images travel), one row per current member beside them. Members come as
   * joined rows rather than gathered per submission: a lookup per submission was planned as a scan
   * of project_members per row, and gathering them costs more than the rows it saves.
   */
  async listings(eventId: string): Promise<SubmissionListing[]> {
    const rows = await executePrepared(
      this.em,
      'event-submission-listings',
      this.db()
        .selectFrom('project_submissions as s')
        .leftJoin('project_members as m', 'm.project_id', 's.project_id')
        .select((eb) => [
          's.id',
          's.project_id',
          's.track',
          eb.ref('s.snapshot', '->>').key('title').$notNull().as('title'),
          eb.ref('s.snapshot', '->>').key('tagline').as('tagline'),
          sql<string[]>`jsonb_path_query_array(${eb.ref('s.snapshot')}, '$.team[*].user_id')`.as('snapshot_team'),
          'm.user_id as member_id',
        ])
        .where('s.event_id', '=', eventId)
        .orderBy('s.submitted_at')
        .orderBy('s.id'),
    );
    const listings = new Map<string, SubmissionListing>();
    for (const row of rows) {
      let listing = listings.get(row.id);
      if (listing === undefined) {
        listing = {
          id: row.id,
          projectId: row.project_id,
          track: row.track,
          title: row.title,
          tagline: row.tagline ?? null,
          teamUserIds: [...new Set(row.snapshot_team)],
        };
        listings.set(row.id, listing);
      }
      if (row.member_id !== null && !listing.teamUserIds.includes(row.member_id))
        listing.teamUserIds.push(row.member_id);
    }
    return [...listings.values()];
  }

  private async withTeams(
    rows: {
      id: string;
      event_id: string;
      project_id: string;
      track: string;
      submitted_at: string | Date;
      snapshot: SubmissionSnapshot;
    }[],
  ): Promise<SubmissionFacts[]> {
    const projectIds = [...new Set(rows.map((row) => row.project_id))];
    const members =
      projectIds.length === 0
        ? []
        : await this.db()
            .selectFrom('project_members')
            .select(['project_id', 'user_id'])
            .where('project_id', 'in', projectIds)
            .execute();
    const membersOf = new Map<string, string[]>();
    for (const { project_id, user_id } of members) {
      membersOf.set(project_id, [...(membersOf.get(project_id) ?? []), user_id]);
    }
    return rows.map((row) => ({
      id: row.id,
      eventId: row.event_id,
      projectId: row.project_id,
      track: row.track,
      submittedAt: new Date(row.submitted_at),
      snapshot: row.snapshot,
      teamUserIds: [
        ...new Set([...row.snapshot.team.map((member) => member.user_id), ...(membersOf.get(row.project_id) ?? [])]),
      ],
    }));
  }

  private db() {
    return kyselyOf<'project_submissions' | 'project_members'>(this.em);
  }
}

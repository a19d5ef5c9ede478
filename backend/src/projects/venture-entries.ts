import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kyselyOf } from '../database/database.js';
import { executePrepared } from '../database/prepared-read.js';
import type { SubmissionSnapshot } from './project.events.js';

type Tables = 'project_submissions' | 'project_members';

/** 'owner' when the person owns one of the venture's projects. */
export type VentureTeamRole = 'owner' | 'member';

/** One sprint entry of a venture, as ventures reads it. */
export interface VentureEntryRow {
  id: string;
  venture_id: string;
  project_id: string;
  event_id: string;
  track: string;
  status: string;
  late: boolean;
  submitted_at: string | Date;
  snapshot: SubmissionSnapshot;
}

/** Someone on one of a venture's teams: 'owner' once they own any of its projects. */
function addToTeam(roles: Map<string, VentureTeamRole>, userId: string, role: VentureTeamRole): void {
  if (roles.get(userId) !== 'owner') roles.set(userId, role);
}

/**
 * What ventures reads and changes of the submissions that are its entries and of the teams behind
 * them (ventures owns the rules; projects owns the rows). Inside a command every method runs in the
 * command's transaction.
 */
@Injectable()
export class VentureEntries {
  constructor(private readonly em: EntityManager) {}

  /** The entries of these ventures, oldest first. */
  ofVentures(ventureIds: readonly string[]): Promise<VentureEntryRow[]> {
    if (ventureIds.length === 0) return Promise.resolve([]);
    return this.db()
      .selectFrom('project_submissions as s')
      .select([
        's.id',
        's.venture_id',
        's.project_id',
        's.event_id',
        's.track',
        's.status',
        's.late',
        's.submitted_at',
        's.snapshot',
      ])
      .where('s.venture_id', 'in', ventureIds)
      .orderBy('s.submitted_at')
      .orderBy('s.id')
      .execute();
  }

  /**
   * One venture's entries (oldest first) and everyone on one of their projects' teams now, with
   * their role there, in one prepared statement (the venture page). Timestamps come as JSON text.
   */
  async entriesAndTeamOf(
    ventureId: string,
  ): Promise<{ entries: VentureEntryRow[]; team: Map<string, VentureTeamRole> }> {
    const [{ entries, team }] = await executePrepared(
      this.em,
      'venture-entries-and-team',
      this.db().selectNoFrom([
        sql<VentureEntryRow[]>`coalesce((
            select json_agg(e order by e.submitted_at, e.id) from (
              select s.id, s.venture_id, s.project_id, s.event_id, s.track, s.status, s.late, s.submitted_at, s.snapshot
              from project_submissions s where s.venture_id = ${ventureId}
            ) e
          ), '[]')`.as('entries'),
        sql<{ user_id: string; role: VentureTeamRole }[]>`coalesce((
            select json_agg(t) from (
              select distinct m.user_id, m.role from project_members m
              where m.project_id = any(array(select s.project_id from project_submissions s where s.venture_id = ${ventureId}))
            ) t
          ), '[]')`.as('team'),
      ]),
    );
    const roles = new Map<string, VentureTeamRole>();
    for (const { user_id, role } of team) addToTeam(roles, user_id, role);
    return { entries, team: roles };
  }

  /** The ventures of the entries whose project's team the user is on now (owner or member). */
  async ventureIdsOfTeamMember(userId: string): Promise<string[]> {
    const rows = await this.db()
      .selectFrom('project_submissions as s')
      .innerJoin('project_members as m', 'm.project_id', 's.project_id')
      .select('s.venture_id')
      .distinct()
      .where('m.user_id', '=', userId)
      .execute();
    return rows.map((row) => row.venture_id);
  }

  /**
   * Per venture, everyone on the team of one of its projects now; 'owner' when they own any of
   * them. One query however many ventures; a venture without a team maps to an empty map.
   */
  async teamsOf(ventureIds: readonly string[]): Promise<Map<string, Map<string, VentureTeamRole>>> {
    const teams = new Map<string, Map<string, VentureTeamRole>>(ventureIds.map((id) => [id, new Map()]));
    if (ventureIds.length === 0) return teams;
    const rows = await this.db()
      .selectFrom('project_submissions as s')
      .innerJoin('project_members as m', 'm.project_id', 's.project_id')
      .select(['s.venture_id', 'm.user_id', 'm.role'])
      .distinct()
      .where('s.venture_id', 'in', [...new Set(ventureIds)])
      .execute();
    for (const { venture_id, user_id, role } of rows) {
      const roles = teams.get(venture_id) ?? new Map<string, VentureTeamRole>();
      addToTeam(roles, user_id, role);
      teams.set(venture_id, roles);
    }
    return teams;
  }

  /** The venture of a submission; undefined for an unknown submission. */
  async ventureOf(submissionId: string): Promise<string | undefined> {
    const row = await this.db()
      .selectFrom('project_submissions')
      .select('venture_id')
      .where('id', '=', submissionId)
      .executeTakeFirst();
    return row?.venture_id;
  }

  /** One entry, locked for the rest of the transaction. */
  lock(submissionId: string) {
    return this.db()
      .selectFrom('project_submissions')
      .select(['id', 'venture_id', 'project_id', 'event_id'])
      .where('id', '=', submissionId)
      .forUpdate()
      .executeTakeFirst();
  }

  async relink(submissionId: string, ventureId: string): Promise<void> {
    await this.db()
      .updateTable('project_submissions')
      .set({ venture_id: ventureId })
      .where('id', '=', submissionId)
      .execute();
  }

  /** Every entry of `fromVentureId` moves to `toVentureId`; their ids. */
  async moveAll(fromVentureId: string, toVentureId: string): Promise<string[]> {
    const rows = await this.db()
      .updateTable('project_submissions')
      .set({ venture_id: toVentureId })
      .where('venture_id', '=', fromVentureId)
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  }

  private db() {
    return kyselyOf<Tables>(this.em);
  }
}

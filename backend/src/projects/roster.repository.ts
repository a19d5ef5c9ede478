import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ExpressionBuilder } from 'kysely';
import { type Database, kyselyOf } from '../database/database.js';
import type { ProjectMemberRole } from './project-member.entity.js';

export type { ProjectMemberRole };

type Tables = 'projects' | 'project_members' | 'project_event_links' | 'project_submissions';

/**
 * A project's team as the project keeps it (teams.md: a project's members ARE its team): who is on
 * it (project_members), the event it is in, and its Find Teams listing (`looking_for`, `team_open`).
 * Every right on a project is decided on these rows, so they stay with the project; teams decides
 * who may join, leave or lead, and writes the outcome here. Inside a command every method runs in
 * the command's transaction.
 */
@Injectable()
export class RosterRepository {
  constructor(private readonly em: EntityManager) {}

  async roleOf(projectId: string, userId: string): Promise<ProjectMemberRole | undefined> {
    const row = await this.db()
      .selectFrom('project_members')
      .select('role')
      .where('project_id', '=', projectId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.role;
  }

  async memberCount(projectId: string): Promise<number> {
    const row = await this.db()
      .selectFrom('project_members')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    return row.n;
  }

  /** The event the project is attached to now, if any. */
  async attachedEventId(projectId: string): Promise<string | undefined> {
    const row = await this.db()
      .selectFrom('project_event_links')
      .select('event_id')
      .where('project_id', '=', projectId)
      .where('detached_at', 'is', null)
      .executeTakeFirst();
    return row?.event_id;
  }

  /** The project of the team the user is in (owner or member) among those attached to the event. */
  async teamOfUserInEvent(userId: string, eventId: string): Promise<string | undefined> {
    const row = await this.db()
      .selectFrom('project_members as m')
      .innerJoin('project_event_links as l', (join) =>
        join.onRef('l.project_id', '=', 'm.project_id').on('l.detached_at', 'is', null),
      )
      .select('m.project_id')
      .where('m.user_id', '=', userId)
      .where('l.event_id', '=', eventId)
      .orderBy('m.joined_at')
      .executeTakeFirst();
    return row?.project_id;
  }

  async addMember(projectId: string, userId: string, at: Date): Promise<void> {
    await this.db()
      .insertInto('project_members')
      .values({ project_id: projectId, user_id: userId, role: 'member', joined_at: at })
      .execute();
  }

  /** False when the person was not a member (owners are never removed this way). */
  async removeMember(projectId: string, userId: string): Promise<boolean> {
    const removed = await this.db()
      .deleteFrom('project_members')
      .where('project_id', '=', projectId)
      .where('user_id', '=', userId)
      .where('role', '=', 'member')
      .returning('user_id')
      .executeTakeFirst();
    return removed !== undefined;
  }

  /** The member becomes the owner (of the row and the team), the owner a member. */
  async transferOwnership(projectId: string, fromUserId: string, toUserId: string): Promise<void> {
    await this.db()
      .updateTable('project_members')
      .set((eb) => ({
        role: eb
          .case()
          .when('user_id', '=', toUserId)
          .then('owner' as const)
          .else('member' as const)
          .end(),
      }))
      .where('project_id', '=', projectId)
      .where('user_id', 'in', [fromUserId, toUserId])
      .execute();
    await this.db()
      .updateTable('projects')
      // The version is the project stream's (edits check it): ownership is recorded on the team's stream.
      .set((eb) => ({ owner_id: toUserId, updated_at: eb.fn<Date>('now') }))
      .where('id', '=', projectId)
      .execute();
  }

  async updateListing(projectId: string, lookingFor: string | null, open: boolean): Promise<void> {
    await this.db()
      .updateTable('projects')
      .set({ looking_for: lookingFor, team_open: open })
      .where('id', '=', projectId)
      .execute();
  }

  /**
   * The teams attached to the event that are open to requests, with their size (owner included)
   * and when they came in: a source for Find Teams, not run, so its page stays one query
   * (project_event_links_event_index picks the event's teams).
   */
  openTeamsOf(eventId: string) {
    return this.db()
      .selectFrom('project_event_links as l')
      .innerJoin('projects as p', 'p.id', 'l.project_id')
      .leftJoin('project_submissions as s', (join) =>
        join.onRef('s.project_id', '=', 'p.id').onRef('s.event_id', '=', 'l.event_id'),
      )
      .select((eb) => [
        'p.id',
        'p.title',
        'p.tagline',
        'p.looking_for',
        's.track',
        membersOf(eb).as('members'),
        'l.attached_at',
      ])
      .where('l.event_id', '=', eventId)
      .where('l.detached_at', 'is', null)
      .where('p.team_open', '=', true);
  }

  /** The people in a team attached to the event: a source for Find Teams, not run. */
  membersOfTeamsIn(eventId: string) {
    return this.db()
      .selectFrom('project_members as m')
      .innerJoin('project_event_links as l', (join) =>
        join.onRef('l.project_id', '=', 'm.project_id').on('l.detached_at', 'is', null),
      )
      .select('m.user_id')
      .where('l.event_id', '=', eventId);
  }

  private db() {
    return kyselyOf<Tables>(this.em);
  }
}

/** The team's size, owner included. */
function membersOf(eb: ExpressionBuilder<Pick<Database, 'project_members'> & { p: Database['projects'] }, 'p'>) {
  return eb
    .selectFrom('project_members as m')
    .select((inner) => inner.cast<number>(inner.fn.countAll(), 'integer').as('n'))
    .whereRef('m.project_id', '=', 'p.id')
    .$asScalar()
    .$notNull();
}

import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ExpressionBuilder } from 'kysely';
import type { ApplicationRole } from '../applications/application.events.js';
import type { ApplicationStanding } from '../applications/application-standing.js';
import { containsPattern } from '../database/contains-pattern.js';
import { type Database, kyselyOf } from '../database/database.js';
import type { UserDirectory } from '../users/user-directory.js';
import type { ProjectMemberRole } from './project-member.entity.js';
import type { TeamInvitationStatus } from './team-invitation.entity.js';
import type { TeamJoinRequestStatus } from './team-join-request.entity.js';

type Tables =
  | 'projects'
  | 'project_members'
  | 'project_event_links'
  | 'project_submissions'
  | 'team_invitations'
  | 'team_join_requests'
  | 'team_seekers';

/** Find Teams' filters: part of a skill (case-insensitive), an applicant role. */
export interface TeamFilters {
  skill?: string;
  role?: ApplicationRole;
}

/** Sources other features hand over, not executed, so a list stays one query (see ApplicationStanding, UserDirectory). */
export interface SeekerSources {
  approved: ReturnType<ApplicationStanding['approvedApplicantsOf']>;
  cards: ReturnType<UserDirectory['cards']>;
}

/**
 * The team side of the project aggregate: members (project_members), invitations, join requests,
 * the listing ('Looking for' on projects) and the per-event 'Looking for a team' switch. Inside a
 * command every method runs in the command's transaction.
 */
@Injectable()
export class TeamRepository {
  constructor(private readonly em: EntityManager) {}

  // Members ----------------------------------------------------------------------------------

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

  // Listing ----------------------------------------------------------------------------------

  async updateListing(projectId: string, lookingFor: string | null, open: boolean): Promise<void> {
    await this.db()
      .updateTable('projects')
      .set({ looking_for: lookingFor, team_open: open })
      .where('id', '=', projectId)
      .execute();
  }

  // Invitations ------------------------------------------------------------------------------

  async insertInvitation(invitation: {
    id: string;
    projectId: string;
    email: string;
    invitedBy: string;
    /** The person, when picked from 'People looking for a team'; null for a typed email. */
    inviteeId: string | null;
    tokenDigest: string;
    expiresAt: Date;
    createdAt: Date;
  }): Promise<void> {
    await this.db()
      .insertInto('team_invitations')
      .values({
        id: invitation.id,
        project_id: invitation.projectId,
        email: invitation.email,
        invited_by: invitation.invitedBy,
        invitee_id: invitation.inviteeId,
        token_digest: invitation.tokenDigest,
        expires_at: invitation.expiresAt,
        created_at: invitation.createdAt,
      })
      .execute();
  }

  /**
   * A pending, unexpired invitation to the project of this typed email, or of this person picked
   * from the list. The two kinds are not compared with each other: otherwise typing a guess and
   * picking a person would tell the owner whether the guess is that person's address.
   */
  async hasLiveInvitation(
    projectId: string,
    invitee: { email: string } | { userId: string },
    now: Date,
  ): Promise<boolean> {
    const row = await this.db()
      .selectFrom('team_invitations')
      .select('id')
      .where('project_id', '=', projectId)
      .where((eb) =>
        'email' in invitee
          ? eb.and([eb('email', '=', invitee.email), eb('invitee_id', 'is', null)])
          : eb('invitee_id', '=', invitee.userId),
      )
      .where('status', '=', 'pending')
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The invitation with this token digest, locked until the command ends. */
  invitationByDigest(tokenDigest: string, lock: boolean) {
    return this.db()
      .selectFrom('team_invitations')
      .select(['id', 'project_id', 'email', 'invited_by', 'status', 'expires_at', 'created_at'])
      .where('token_digest', '=', tokenDigest)
      .$if(lock, (query) => query.forUpdate())
      .executeTakeFirst();
  }

  /** Moves a pending invitation of the project on; false when it was not pending (or not the project's). */
  async decideInvitation(
    invitationId: string,
    projectId: string,
    status: Exclude<TeamInvitationStatus, 'pending'>,
    at: Date,
  ): Promise<{ email: string } | undefined> {
    return this.db()
      .updateTable('team_invitations')
      .set({ status, decided_at: at })
      .where('id', '=', invitationId)
      .where('project_id', '=', projectId)
      .where('status', '=', 'pending')
      .returning('email')
      .executeTakeFirst();
  }

  /**
   * Holds the invitation quotas of the inviter and of the recipient until the command ends, so two
   * invitations sent at once are counted one after the other. Always the inviter's first, then the
   * recipient's: the keys differ in kind, so no two commands wait for each other in a circle.
   */
  async lockInvitationQuotas(inviterId: string, email: string): Promise<void> {
    for (const key of [`inviter:${inviterId}`, `recipient:${email}`]) {
      await this.db()
        .selectNoFrom((eb) =>
          eb
            .fn('pg_advisory_xact_lock', [eb.fn('hashtext', [eb.val(`sprintboard.team_invitations.${key}`)])])
            .as('locked'),
        )
        .execute();
    }
  }

  /** Invitations the user sent since then, to any team (answered, revoked or not). */
  async countInvitationsSentSince(inviterId: string, since: Date): Promise<number> {
    const row = await this.db()
      .selectFrom('team_invitations')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
      .where('invited_by', '=', inviterId)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return row.n;
  }

  /** Invitations sent to the (lower-cased) address since then, by anyone, to any team. */
  async countInvitationsReceivedSince(email: string, since: Date): Promise<number> {
    const row = await this.db()
      .selectFrom('team_invitations')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
      .where('email', '=', email)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return row.n;
  }

  /** Pending and unexpired, oldest first (what the owner sees). */
  pendingInvitations(projectId: string, now: Date) {
    return this.db()
      .selectFrom('team_invitations')
      .select(['id', 'email', 'invitee_id', 'created_at', 'expires_at'])
      .where('project_id', '=', projectId)
      .where('status', '=', 'pending')
      .where('expires_at', '>', now)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  // Join requests ----------------------------------------------------------------------------

  /** False when the person already has a pending request to this team (a partial unique index). */
  async insertJoinRequest(request: {
    id: string;
    projectId: string;
    userId: string;
    message: string;
    createdAt: Date;
  }): Promise<boolean> {
    const inserted = await this.db()
      .insertInto('team_join_requests')
      .values({
        id: request.id,
        project_id: request.projectId,
        user_id: request.userId,
        message: request.message,
        created_at: request.createdAt,
      })
      .onConflict((oc) => oc.columns(['project_id', 'user_id']).where('status', '=', 'pending').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /** Moves a pending request of the project on; undefined when there was none. */
  decideJoinRequest(
    requestId: string,
    projectId: string,
    status: Exclude<TeamJoinRequestStatus, 'pending'>,
    at: Date,
  ): Promise<{ user_id: string } | undefined> {
    return this.db()
      .updateTable('team_join_requests')
      .set({ status, decided_at: at })
      .where('id', '=', requestId)
      .where('project_id', '=', projectId)
      .where('status', '=', 'pending')
      .returning('user_id')
      .executeTakeFirst();
  }

  /** Someone who joined has no request left open with the team. */
  async withdrawJoinRequests(projectId: string, userId: string, at: Date): Promise<void> {
    await this.db()
      .updateTable('team_join_requests')
      .set({ status: 'withdrawn', decided_at: at })
      .where('project_id', '=', projectId)
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .execute();
  }

  /** Pending, oldest first. */
  pendingJoinRequests(projectId: string) {
    return this.db()
      .selectFrom('team_join_requests')
      .select(['id', 'user_id', 'message', 'created_at'])
      .where('project_id', '=', projectId)
      .where('status', '=', 'pending')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  // 'Looking for a team' ---------------------------------------------------------------------

  async isSeeking(userId: string, eventId: string): Promise<boolean> {
    const row = await this.db()
      .selectFrom('team_seekers')
      .select('user_id')
      .where('event_id', '=', eventId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Turns the switch on or off; false when it already was. */
  async setSeeking(userId: string, eventId: string, seeking: boolean): Promise<boolean> {
    if (seeking) {
      const inserted = await this.db()
        .insertInto('team_seekers')
        .values({ event_id: eventId, user_id: userId })
        .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
        .returning('user_id')
        .executeTakeFirst();
      return inserted !== undefined;
    }
    const deleted = await this.db()
      .deleteFrom('team_seekers')
      .where('event_id', '=', eventId)
      .where('user_id', '=', userId)
      .returning('user_id')
      .executeTakeFirst();
    return deleted !== undefined;
  }

  /** 'Looking for a team' switches of the event: they go with it when it is deleted. */
  async countSeekersOfEvent(eventId: string): Promise<number> {
    const row = await this.db()
      .selectFrom('team_seekers')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
      .where('event_id', '=', eventId)
      .executeTakeFirstOrThrow();
    return row.n;
  }

  // Find Teams -------------------------------------------------------------------------------

  /**
   * 'Teams looking for members': teams attached to the event, open, with a free seat; newest first,
   * with the total on every row. One query (project_event_links_event_index picks the event's teams).
   */
  openTeamsPage(
    eventId: string,
    teamSizeMax: number,
    viewerId: string,
    filters: TeamFilters,
    page: number,
    size: number,
  ) {
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
        eb
          .exists(
            eb
              .selectFrom('team_join_requests as r')
              .select('r.id')
              .whereRef('r.project_id', '=', 'p.id')
              .where('r.user_id', '=', viewerId)
              .where('r.status', '=', 'pending'),
          )
          .as('requested'),
        eb.fn.countAll<string>().over().as('total'),
      ])
      .where('l.event_id', '=', eventId)
      .where('l.detached_at', 'is', null)
      .where('p.team_open', '=', true)
      .where((eb) => eb(membersOf(eb), '<', teamSizeMax))
      .$if(filters.skill !== undefined, (query) =>
        query.where('p.looking_for', 'ilike', containsPattern(filters.skill ?? '')),
      )
      .$if(filters.role !== undefined, (query) =>
        query.where('p.looking_for', 'ilike', containsPattern(filters.role ?? '')),
      )
      .orderBy('l.attached_at', 'desc')
      .orderBy('p.id')
      .limit(size)
      .offset((page - 1) * size)
      .execute();
  }

  /**
   * 'People looking for a team': approved applicants of the event with the switch on who are in no
   * team attached to it; by name. One query: the switch's primary key (event_id, user_id) picks the
   * event's rows, the approved applications and people's cards are joined in by key.
   * `invited`: a pending invitation of them, picked from this list, to `inviterProjectId` (not one
   * of a typed email: the flag would confirm an owner's guess at their address).
   */
  seekersPage(
    eventId: string,
    sources: SeekerSources,
    inviterProjectId: string | undefined,
    filters: TeamFilters,
    page: number,
    size: number,
  ) {
    return this.db()
      .selectFrom('team_seekers as t')
      .innerJoin(sources.approved.as('a'), 'a.user_id', 't.user_id')
      .innerJoin(sources.cards.as('c'), 'c.id', 't.user_id')
      .select((eb) => [
        't.user_id',
        'c.name',
        'a.role',
        'c.skills',
        (inviterProjectId === undefined
          ? eb.lit(false)
          : eb.exists(
              eb
                .selectFrom('team_invitations as i')
                .select('i.id')
                .where('i.project_id', '=', inviterProjectId)
                .where('i.status', '=', 'pending')
                .where('i.expires_at', '>', eb.fn<Date>('now'))
                .whereRef('i.invitee_id', '=', 't.user_id'),
            )
        ).as('invited'),
        eb.fn.countAll<string>().over().as('total'),
      ])
      .where('t.event_id', '=', eventId)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('project_members as m')
              .innerJoin('project_event_links as l', (join) =>
                join.onRef('l.project_id', '=', 'm.project_id').on('l.detached_at', 'is', null),
              )
              .select('m.user_id')
              .whereRef('m.user_id', '=', 't.user_id')
              .where('l.event_id', '=', eventId),
          ),
        ),
      )
      .$if(filters.role !== undefined, (query) => query.where('a.role', '=', filters.role ?? 'Other'))
      .$if(filters.skill !== undefined, (query) =>
        query.where(
          (eb) => eb.fn<string>('array_to_string', ['c.skills', eb.val(', ')]),
          'ilike',
          containsPattern(filters.skill ?? ''),
        ),
      )
      .orderBy('c.name')
      .orderBy('t.created_at')
      .orderBy('t.user_id')
      .limit(size)
      .offset((page - 1) * size)
      .execute();
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

import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ApplicationStanding } from '../applications/application-standing.js';
import type { ApplicationRole } from '../applications/application.events.js';
import { containsPattern } from '../database/contains-pattern.js';
import { kyselyOf } from '../database/database.js';
import type { RosterRepository } from '../projects/roster.repository.js';
import type { UserDirectory } from '../users/user-directory.js';
import type { TeamInvitationStatus } from './team-invitation.entity.js';
import type { TeamJoinRequestStatus } from './team-join-request.entity.js';

type Tables = 'team_invitations' | 'team_join_requests' | 'team_seekers';

/** Find Teams' filters: part of a skill (case-insensitive), an applicant role. */
export interface TeamFilters {
  skill?: string;
  role?: ApplicationRole;
}

/** Sources other features hand over, not executed, so a list stays one query (see ApplicationStanding, UserDirectory). */
export interface SeekerSources {
  approved: ReturnType<ApplicationStanding['approvedApplicantsOf']>;
  cards: ReturnType<UserDirectory['cards']>;
  /** Who is in a team attached to the event already. */
  teamed: ReturnType<RosterRepository['membersOfTeamsIn']>;
}

/**
 * What teams keep beside the project's roster (projects' RosterRepository): invitations, join
 * requests and the per-event 'Looking for a team' switch. Inside a command every method runs in
 * the command's transaction.
 */
@Injectable()
export class TeamRepository {
  constructor(private readonly em: EntityManager) {}

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
   * 'Teams looking for members': of the event's open teams (`teams`, from projects), those with a
   * free seat; newest first, with the total on every row. One query.
   */
  openTeamsPage(
    teams: ReturnType<RosterRepository['openTeamsOf']>,
    teamSizeMax: number,
    viewerId: string,
    filters: TeamFilters,
    page: number,
    size: number,
  ) {
    return this.db()
      .selectFrom(teams.as('p'))
      .select((eb) => [
        'p.id',
        'p.title',
        'p.tagline',
        'p.looking_for',
        'p.track',
        'p.members',
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
      .where('p.members', '<', teamSizeMax)
      .$if(filters.skill !== undefined, (query) =>
        query.where('p.looking_for', 'ilike', containsPattern(filters.skill ?? '')),
      )
      .$if(filters.role !== undefined, (query) =>
        query.where('p.looking_for', 'ilike', containsPattern(filters.role ?? '')),
      )
      .orderBy('p.attached_at', 'desc')
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
          eb.exists(eb.selectFrom(sources.teamed.as('m')).select('m.user_id').whereRef('m.user_id', '=', 't.user_id')),
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

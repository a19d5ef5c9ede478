import { Injectable } from '@nestjs/common';
import { ApplicationStanding } from '../applications/application-standing.js';
import { ApplicationNotApprovedForEvent } from '../applications/applications.errors.js';
import { EventCatalog } from '../events/event-catalog.js';
import { ProjectTeam } from '../projects/project-team.js';
import { RosterRepository } from '../projects/roster.repository.js';
import { SubmissionJudges } from '../projects/submission-judges.js';
import { SubmissionRepository } from '../projects/submission.repository.js';
import type { TeamEntryChecks } from '../projects/team-entry-rules.js';
import type { TransactionScope } from '../transactions/transaction-scope.js';
import { TeamSeekingChanged } from './team.events.js';
import { TeamRepository } from './team.repository.js';
import {
  AlreadyInTeamForEvent,
  AlreadyTeamMember,
  JudgeOfTeam,
  MemberNotApprovedForEvent,
  TeamFull,
} from './teams.errors.js';

/**
 * The rules of being on a team of an event (teams.md), checked inside the command after it locked
 * the project row, so two joins of one team queue and cannot both take its last seat: the team
 * (owner included) stays within the event's `team_size_max`; each member is an approved applicant,
 * in no other team attached to the event, and not a judge holding an assignment for the team's
 * submission to it. Joining checks the newcomer; attaching checks every member.
 */
@Injectable()
export class TeamAdmission implements TeamEntryChecks {
  constructor(
    private readonly teams: TeamRepository,
    private readonly roster: RosterRepository,
    private readonly projectTeam: ProjectTeam,
    private readonly submissions: SubmissionRepository,
    private readonly events: EventCatalog,
    private readonly standing: ApplicationStanding,
    private readonly judges: SubmissionJudges,
  ) {}

  /**
   * Call with the project row locked; adds the person as a member or throws. Someone who joins a
   * team of an event no longer looks for one there (their switch goes off, recorded).
   */
  async admit(tx: TransactionScope, projectId: string, userId: string, at: Date): Promise<void> {
    if ((await this.roster.roleOf(projectId, userId)) !== undefined) throw new AlreadyTeamMember();
    const eventId = await this.roster.attachedEventId(projectId);
    if (eventId !== undefined) {
      const event = await this.events.findById(eventId);
      if (event && (await this.roster.memberCount(projectId)) >= event.team_size_max) {
        throw new TeamFull(event.team_size_max);
      }
      // Held until the command ends: two joins of one person to two teams of the event queue here,
      // so the second sees the first's membership.
      await this.standing.assertApprovedExclusively(userId, eventId);
      if ((await this.roster.teamOfUserInEvent(userId, eventId)) !== undefined) throw new AlreadyInTeamForEvent();
      if ((await this.judgesOfSubmission(projectId, eventId)).has(userId)) throw new JudgeOfTeam();
      await stopSeeking(tx, this.teams, userId, eventId);
    }
    await this.roster.addMember(projectId, userId, at);
    await this.teams.withdrawJoinRequests(projectId, userId, at);
  }

  /** Before the project (row locked) enters an event: a team larger than the event allows stays out. */
  async assertFits(projectId: string, teamSizeMax: number): Promise<void> {
    if ((await this.roster.memberCount(projectId)) > teamSizeMax) throw new TeamFull(teamSizeMax);
  }

  /**
   * Before the project (row locked, not attached yet) is attached to the event: every member meets
   * the rules, or a 409 names the first who does not and the rule. The caller is told in their own
   * words. Each member's application is held until the command ends, in user id order (so two
   * attaches sharing members cannot deadlock): a join of one of them elsewhere in the event waits.
   */
  async assertMembersMayEnter(projectId: string, eventId: string, callerId: string): Promise<void> {
    const members = [...(await this.projectTeam.members(projectId))].sort((a, b) => a.user_id.localeCompare(b.user_id));
    const judges = await this.judgesOfSubmission(projectId, eventId);
    for (const member of members) {
      const other = member.user_id === callerId ? undefined : member.name;
      try {
        await this.standing.assertApprovedExclusively(member.user_id, eventId);
      } catch (error) {
        if (error instanceof ApplicationNotApprovedForEvent && other !== undefined) {
          throw new MemberNotApprovedForEvent(other);
        }
        throw error;
      }
      if ((await this.roster.teamOfUserInEvent(member.user_id, eventId)) !== undefined) {
        throw new AlreadyInTeamForEvent(other);
      }
      if (judges.has(member.user_id)) throw new JudgeOfTeam(other);
    }
  }

  /** Judges assigned to the project's submission to the event (none before it is submitted). */
  private async judgesOfSubmission(projectId: string, eventId: string): Promise<Set<string>> {
    const submission = await this.submissions.findForProjectAndEvent(projectId, eventId);
    if (!submission) return new Set();
    return this.judges.of(submission.id);
  }
}

/** Turns the person's 'Looking for a team' switch for the event off, recording it if it was on. */
export async function stopSeeking(
  tx: TransactionScope,
  teams: TeamRepository,
  userId: string,
  eventId: string,
): Promise<void> {
  if (await teams.setSeeking(userId, eventId, false)) {
    tx.record(new TeamSeekingChanged(userId, { eventId, seeking: false }));
  }
}

import { Injectable } from '@nestjs/common';
import { ApplicationStanding } from '../applications/application-standing.js';
import { EventCatalog } from '../events/event-catalog.js';
import type { TransactionScope } from '../transactions/transaction-scope.js';
import { AlreadyInTeamForEvent, AlreadyTeamMember, TeamFull } from './projects.errors.js';
import { TeamSeekingChanged } from './team.events.js';
import { TeamRepository } from './team.repository.js';

/**
 * The rules of joining a team (teams.md), checked inside the joining command after it locked the
 * project row, so two joins of one team queue and cannot both take its last seat:
 * while the project is attached to an event, the team (owner included) stays within the event's
 * `team_size_max`, the newcomer is in no other team attached to it and is an approved applicant.
 */
@Injectable()
export class TeamAdmission {
  constructor(
    private readonly teams: TeamRepository,
    private readonly events: EventCatalog,
    private readonly standing: ApplicationStanding,
  ) {}

  /**
   * Call with the project row locked; adds the person as a member or throws. Someone who joins a
   * team of an event no longer looks for one there (their switch goes off, recorded).
   */
  async admit(tx: TransactionScope, projectId: string, userId: string, at: Date): Promise<void> {
    if ((await this.teams.roleOf(projectId, userId)) !== undefined) throw new AlreadyTeamMember();
    const eventId = await this.teams.attachedEventId(projectId);
    if (eventId !== undefined) {
      const event = await this.events.findById(eventId);
      if (event && (await this.teams.memberCount(projectId)) >= event.team_size_max) {
        throw new TeamFull(event.team_size_max);
      }
      // Held until the command ends: two joins of one person to two teams of the event queue here,
      // so the second sees the first's membership.
      await this.standing.assertApprovedExclusively(userId, eventId);
      if ((await this.teams.teamOfUserInEvent(userId, eventId)) !== undefined) throw new AlreadyInTeamForEvent();
      await stopSeeking(tx, this.teams, userId, eventId);
    }
    await this.teams.addMember(projectId, userId, at);
    await this.teams.withdrawJoinRequests(projectId, userId, at);
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

import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApplicationStanding } from '../../../applications/application-standing.js';
import { Clock } from '../../../common/clock.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { sendEmail } from '../../../notifications/email/send-email.js';
import { ProjectRepository } from '../../../projects/project.repository.js';
import { ProjectNotFound } from '../../../projects/projects.errors.js';
import { RosterRepository } from '../../../projects/roster.repository.js';
import { EmailPreferences, underPreferences } from '../../../email-preferences/email-preferences.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { UserDirectory } from '../../../users/user-directory.js';
import { teamEmails } from '../../team-emails.js';
import { TeamJoinRequested } from '../../team.events.js';
import { TeamRepository } from '../../team.repository.js';
import {
  AlreadyInTeamForEvent,
  AlreadyTeamMember,
  JoinRequestAlreadyPending,
  TeamNotAttached,
  TeamNotOpen,
} from '../../teams.errors.js';
import { RequestToJoinTeamCommand } from './request-to-join-team.command.js';

/**
 * Anyone approved for the event, in no team for it yet, can ask to join a team of it that is
 * looking for members; the owner is emailed. The seat is only checked when the owner accepts.
 */
@CommandHandler(RequestToJoinTeamCommand)
export class RequestToJoinTeamHandler implements ICommandHandler<RequestToJoinTeamCommand> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transaction: CommandTransaction,
    private readonly clock: Clock,
    private readonly projects: ProjectRepository,
    private readonly teams: TeamRepository,
    private readonly roster: RosterRepository,
    private readonly standing: ApplicationStanding,
    private readonly directory: UserDirectory,
    private readonly preferences: EmailPreferences,
  ) {}

  execute({ userId, projectId, message }: RequestToJoinTeamCommand): Promise<string> {
    return this.transaction.run(userId, async (tx) => {
      const project = await this.projects.lockForChange(projectId);
      if (!project) throw new ProjectNotFound();
      if ((await this.roster.roleOf(projectId, userId)) !== undefined) throw new AlreadyTeamMember();
      const eventId = await this.roster.attachedEventId(projectId);
      if (eventId === undefined) throw new TeamNotAttached();
      await this.standing.assertApproved(userId, eventId);
      if ((await this.roster.teamOfUserInEvent(userId, eventId)) !== undefined) throw new AlreadyInTeamForEvent();
      if (!project.team_open) throw new TeamNotOpen();

      const id = randomUUID();
      const inserted = await this.teams.insertJoinRequest({
        id,
        projectId,
        userId,
        message,
        createdAt: this.clock.now(),
      });
      if (!inserted) throw new JoinRequestAlreadyPending();
      const people = await this.directory.people([userId, project.owner_id]);
      const owner = people.get(project.owner_id);
      const email =
        owner &&
        (await underPreferences(
          this.preferences,
          owner.id,
          'team_activity',
          teamEmails.joinRequestReceived(
            owner.email,
            people.get(userId)?.displayName ?? 'Someone',
            project.title,
            message,
            `${this.config.appUrl}/projects/${projectId}`,
            { projectId, eventId },
          ),
        ));
      if (email) sendEmail(tx, email);
      tx.record(new TeamJoinRequested(projectId, { requestId: id, userId, message }));
      return id;
    });
  }
}

import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { sendEmail } from '../../../notifications/email/send-email.js';
import { ProjectRepository } from '../../../projects/project.repository.js';
import { RosterRepository } from '../../../projects/roster.repository.js';
import { EmailPreferences, underPreferences } from '../../../email-preferences/email-preferences.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { UserDirectory } from '../../../users/user-directory.js';
import { assertTeamOwner } from '../../team-access.js';
import { TeamAdmission } from '../../team-admission.js';
import { teamEmails } from '../../team-emails.js';
import { TeamJoinRequestAccepted, TeamJoinRequestDeclined } from '../../team.events.js';
import { TeamRepository } from '../../team.repository.js';
import { JoinRequestNotFound } from '../../teams.errors.js';
import { AnswerJoinRequestCommand } from './answer-join-request.command.js';

/**
 * The owner takes the requester in, under the team's limits (TeamAdmission), or says no; either
 * way the requester is emailed.
 */
@CommandHandler(AnswerJoinRequestCommand)
export class AnswerJoinRequestHandler implements ICommandHandler<AnswerJoinRequestCommand> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transaction: CommandTransaction,
    private readonly clock: Clock,
    private readonly projects: ProjectRepository,
    private readonly teams: TeamRepository,
    private readonly roster: RosterRepository,
    private readonly admission: TeamAdmission,
    private readonly directory: UserDirectory,
    private readonly preferences: EmailPreferences,
  ) {}

  async execute({ ownerId, projectId, requestId, accept }: AnswerJoinRequestCommand): Promise<void> {
    await this.transaction.run(ownerId, async (tx) => {
      const project = assertTeamOwner(
        await this.projects.lockForChange(projectId),
        await this.roster.roleOf(projectId, ownerId),
      );
      const now = this.clock.now();
      const request = await this.teams.decideJoinRequest(requestId, projectId, accept ? 'accepted' : 'declined', now);
      if (!request) throw new JoinRequestNotFound();
      const userId = request.user_id;
      if (accept) await this.admission.admit(tx, projectId, userId, now);

      const requester = (await this.directory.people([userId])).get(userId);
      if (requester) {
        const next = `${this.config.appUrl}${accept ? '/dashboard' : '/teams'}`;
        const eventId = (await this.roster.attachedEventId(projectId)) ?? null;
        const email = await underPreferences(
          this.preferences,
          userId,
          'team_activity',
          teamEmails.joinRequestAnswered(requester.email, project.title, accept, next, { projectId, eventId }),
        );
        if (email) sendEmail(tx, email);
      }
      tx.record(
        accept
          ? new TeamJoinRequestAccepted(projectId, { requestId, userId })
          : new TeamJoinRequestDeclined(projectId, { requestId, userId }),
      );
    });
  }
}

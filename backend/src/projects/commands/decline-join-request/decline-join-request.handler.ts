import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { sendEmail } from '../../../notifications/email/send-email.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { UserDirectory } from '../../../users/user-directory.js';
import { assertTeamOwner } from '../../project-access.js';
import { ProjectRepository } from '../../project.repository.js';
import { JoinRequestNotFound } from '../../projects.errors.js';
import { teamEmails } from '../../team-emails.js';
import { TeamJoinRequestDeclined } from '../../team.events.js';
import { TeamRepository } from '../../team.repository.js';
import { DeclineJoinRequestCommand } from './decline-join-request.command.js';

/** The owner says no; the requester is emailed. */
@CommandHandler(DeclineJoinRequestCommand)
export class DeclineJoinRequestHandler implements ICommandHandler<DeclineJoinRequestCommand> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transaction: CommandTransaction,
    private readonly clock: Clock,
    private readonly projects: ProjectRepository,
    private readonly teams: TeamRepository,
    private readonly directory: UserDirectory,
  ) {}

  async execute({ ownerId, projectId, requestId }: DeclineJoinRequestCommand): Promise<void> {
    await this.transaction.run(ownerId, async (tx) => {
      const project = assertTeamOwner(
        await this.projects.lockForChange(projectId),
        await this.teams.roleOf(projectId, ownerId),
      );
      const request = await this.teams.decideJoinRequest(requestId, projectId, 'declined', this.clock.now());
      if (!request) throw new JoinRequestNotFound();
      const requester = (await this.directory.people([request.user_id])).get(request.user_id);
      if (requester) {
        sendEmail(
          tx,
          teamEmails.joinRequestAnswered(requester.email, project.title, false, `${this.config.appUrl}/teams`, {
            projectId,
            eventId: (await this.teams.attachedEventId(projectId)) ?? null,
          }),
        );
      }
      tx.record(new TeamJoinRequestDeclined(projectId, { requestId, userId: request.user_id }));
    });
  }
}

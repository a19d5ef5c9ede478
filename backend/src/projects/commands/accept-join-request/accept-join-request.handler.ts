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
import { TeamAdmission } from '../../team-admission.js';
import { teamEmails } from '../../team-emails.js';
import { TeamJoinRequestAccepted } from '../../team.events.js';
import { TeamRepository } from '../../team.repository.js';
import { AcceptJoinRequestCommand } from './accept-join-request.command.js';

/** The owner takes the requester in, under the team's limits (TeamAdmission); the requester is emailed. */
@CommandHandler(AcceptJoinRequestCommand)
export class AcceptJoinRequestHandler implements ICommandHandler<AcceptJoinRequestCommand> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transaction: CommandTransaction,
    private readonly clock: Clock,
    private readonly projects: ProjectRepository,
    private readonly teams: TeamRepository,
    private readonly admission: TeamAdmission,
    private readonly directory: UserDirectory,
  ) {}

  async execute({ ownerId, projectId, requestId }: AcceptJoinRequestCommand): Promise<void> {
    await this.transaction.run(ownerId, async (tx) => {
      const project = assertTeamOwner(
        await this.projects.lockForChange(projectId),
        await this.teams.roleOf(projectId, ownerId),
      );
      const now = this.clock.now();
      const request = await this.teams.decideJoinRequest(requestId, projectId, 'accepted', now);
      if (!request) throw new JoinRequestNotFound();
      await this.admission.admit(projectId, request.user_id, now);
      const requester = (await this.directory.people([request.user_id])).get(request.user_id);
      if (requester) {
        sendEmail(
          tx,
          teamEmails.joinRequestAnswered(requester.email, project.title, true, `${this.config.appUrl}/dashboard`, {
            projectId,
            eventId: (await this.teams.attachedEventId(projectId)) ?? null,
          }),
        );
      }
      tx.record(new TeamJoinRequestAccepted(projectId, { requestId, userId: request.user_id }));
    });
  }
}

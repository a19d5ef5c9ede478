import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { assertOwner } from '../../project-access.js';
import { ProjectDetachedFromEvent } from '../../project.events.js';
import { ProjectRepository } from '../../project.repository.js';
import { ProjectNotAttached, ProjectSubmittedToEvent } from '../../projects.errors.js';
import { RosterRepository } from '../../roster.repository.js';
import { SubmissionRepository } from '../../submission.repository.js';
import { DetachProjectCommand } from './detach-project.command.js';

/**
 * Detaching keeps the link as history (`detached_at` = now). Once the project is submitted to the
 * event it stays attached: its team would otherwise be free to join other teams of the event while
 * the submission is judged.
 */
@CommandHandler(DetachProjectCommand)
export class DetachProjectHandler implements ICommandHandler<DetachProjectCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly clock: Clock,
    private readonly projects: ProjectRepository,
    private readonly roster: RosterRepository,
    private readonly submissions: SubmissionRepository,
  ) {}

  async execute({ userId, projectId }: DetachProjectCommand): Promise<void> {
    await this.transaction.run(userId, async (tx) => {
      const project = assertOwner(await this.projects.lockForChange(projectId), userId);
      const eventId = await this.roster.attachedEventId(projectId);
      if (eventId === undefined) throw new ProjectNotAttached();
      if (await this.submissions.exists(projectId, eventId)) throw new ProjectSubmittedToEvent();
      const link = await this.projects.detach(projectId, this.clock.now());
      if (!link) throw new ProjectNotAttached();
      await this.projects.refreshStatusAndBumpVersion(projectId);
      tx.record(new ProjectDetachedFromEvent(projectId, { eventId: link.event_id, linkId: link.id }), project.version);
    });
  }
}

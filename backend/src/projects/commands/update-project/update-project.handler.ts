import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { StreamVersionConflict } from '../../../audit/audit.errors.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { assertMember } from '../../project-access.js';
import { ProjectUpdated } from '../../project.events.js';
import { ProjectRepository } from '../../project.repository.js';
import { RosterRepository } from '../../roster.repository.js';
import { changedFields, currentFields } from './project-changes.js';
import { UpdateProjectCommand } from './update-project.command.js';

/** Any team member edits (teams.md). Edits change the project only: submissions keep the snapshot taken when they were made. */
@CommandHandler(UpdateProjectCommand)
export class UpdateProjectHandler implements ICommandHandler<UpdateProjectCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly projects: ProjectRepository,
    private readonly roster: RosterRepository,
  ) {}

  execute({ userId, projectId, fields, expectedVersion }: UpdateProjectCommand): Promise<number> {
    return this.transaction.run(userId, async (tx) => {
      const project = assertMember(
        await this.projects.lockForChange(projectId),
        await this.roster.roleOf(projectId, userId),
      );
      if (project.version !== expectedVersion) {
        throw new StreamVersionConflict('project', projectId, expectedVersion, project.version);
      }
      const changes = changedFields(currentFields(project), fields);
      if (Object.keys(changes).length === 0) return project.version;
      await this.projects.updateFields(projectId, fields);
      tx.record(new ProjectUpdated(projectId, { changes }), project.version);
      return project.version + 1;
    });
  }
}

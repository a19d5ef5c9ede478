import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { ProjectRepository } from '../../project.repository.js';
import { ProjectCreated } from '../../project.events.js';
import { CreateProjectCommand } from './create-project.command.js';

/** A new project is a draft whose team is its owner. */
@CommandHandler(CreateProjectCommand)
export class CreateProjectHandler implements ICommandHandler<CreateProjectCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly projects: ProjectRepository,
  ) {}

  execute({ ownerId, fields }: CreateProjectCommand): Promise<string> {
    return this.transaction.run(ownerId, async (tx) => {
      const id = randomUUID();
      await this.projects.insert(id, ownerId, fields);
      tx.record(new ProjectCreated(id, fields), 0);
      return id;
    });
  }
}

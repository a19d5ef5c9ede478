import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { ProjectRepository } from '../../project.repository.js';
import { RefreshProjectStatusesCommand } from './refresh-project-statuses.command.js';

/** A status is not a project event (as before): nothing is recorded, only the stored status follows. */
@CommandHandler(RefreshProjectStatusesCommand)
export class RefreshProjectStatusesHandler implements ICommandHandler<RefreshProjectStatusesCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly projects: ProjectRepository,
  ) {}

  execute(): Promise<number> {
    return this.transaction.run(null, () => this.projects.refreshStaleStatuses());
  }
}

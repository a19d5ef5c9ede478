import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { StreamVersionConflict } from '../../../audit/audit.errors.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { ApplicationStatusChanges } from '../../application-status-changes.js';
import { ApplicationRepository } from '../../application.repository.js';
import { ApplicationNotFound } from '../../applications.errors.js';
import { ChangeApplicationStatusCommand } from './change-application-status.command.js';

/**
 * A staff decision, in one transaction: status, tally, spot to confirm (an approval before the
 * sprint starts), audit event, history and lag rows (projections) and decision email (unless pending).
 */
@CommandHandler(ChangeApplicationStatusCommand)
export class ChangeApplicationStatusHandler implements ICommandHandler<ChangeApplicationStatusCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly applications: ApplicationRepository,
    private readonly statusChanges: ApplicationStatusChanges,
  ) {}

  execute({ actorId, applicationId, status, expectedVersion }: ChangeApplicationStatusCommand): Promise<number> {
    return this.transaction.run(actorId, async (tx) => {
      const application = await this.applications.lockForReview(applicationId);
      if (!application) throw new ApplicationNotFound();
      if (application.version !== expectedVersion) {
        throw new StreamVersionConflict('application', applicationId, expectedVersion, application.version);
      }
      if (application.status === status) return application.version;
      return this.statusChanges.change(tx, application, status);
    });
  }
}

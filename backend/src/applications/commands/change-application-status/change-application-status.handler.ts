import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { StreamVersionConflict } from '../../../audit/audit.errors.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { ApplicationStatusChanged } from '../../application.events.js';
import { ApplicationRepository } from '../../application.repository.js';
import { ApplicationNotFound } from '../../applications.errors.js';
import { DecisionEmails } from '../../decision-emails.js';
import { ChangeApplicationStatusCommand } from './change-application-status.command.js';

/** Status, tally, audit event, history and lag rows (projections) and decision email (unless pending): one transaction. */
@CommandHandler(ChangeApplicationStatusCommand)
export class ChangeApplicationStatusHandler implements ICommandHandler<ChangeApplicationStatusCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly applications: ApplicationRepository,
    private readonly decisionEmails: DecisionEmails,
  ) {}

  execute({ actorId, applicationId, status, expectedVersion }: ChangeApplicationStatusCommand): Promise<number> {
    return this.transaction.run(actorId, async (tx) => {
      const application = await this.applications.lockForReview(applicationId);
      if (!application) throw new ApplicationNotFound();
      if (application.version !== expectedVersion) {
        throw new StreamVersionConflict('application', applicationId, expectedVersion, application.version);
      }
      if (application.status === status) return application.version;
      await this.applications.changeStatus(applicationId, status);
      await this.applications.countApproval(applicationId, application.status, status);
      tx.record(new ApplicationStatusChanged(applicationId, { from: application.status, to: status }), expectedVersion);
      if (status !== 'pending') await this.decisionEmails.queue(tx, application, status);
      return application.version + 1;
    });
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../../transactions/command-transaction.js';
import { ApplicationStatusChanges } from '../../../application-status-changes.js';
import { SpotRepository } from '../../spot.repository.js';
import { ExpireDueSpotsCommand } from './expire-due-spots.command.js';

/**
 * In one transaction, by nobody (the system): claims due, unanswered spots of approved applications
 * (rows a confirm or another tick holds are skipped), and withdraws each application with its spot
 * marked expired, its audit event and the applicant's email. A crash before commit leaves them due
 * for the next tick; after commit nothing is expired again, whatever Redis forgot or repeats.
 */
@CommandHandler(ExpireDueSpotsCommand)
export class ExpireDueSpotsHandler implements ICommandHandler<ExpireDueSpotsCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly spots: SpotRepository,
    private readonly statusChanges: ApplicationStatusChanges,
  ) {}

  execute({ now, batchSize }: ExpireDueSpotsCommand): Promise<number> {
    return this.transaction.run(null, async (tx) => {
      const due = await this.spots.claimDue(now, batchSize);
      for (const spot of due) {
        await this.statusChanges.change(tx, spot, 'withdrawn', { reason: 'spot_expired', dueAt: spot.due_at });
      }
      return due.length;
    });
  }
}

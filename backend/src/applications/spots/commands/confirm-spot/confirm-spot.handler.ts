import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../common/clock.js';
import { CommandTransaction } from '../../../../transactions/command-transaction.js';
import { SpotConfirmed } from '../../../application.events.js';
import { ApplicationRepository } from '../../../application.repository.js';
import {
  ApplicationNotFound,
  NoSpotOffered,
  NotYourApplication,
  SpotDeadlinePassed,
} from '../../../applications.errors.js';
import { DecisionEmails } from '../../../decision-emails.js';
import { confirmableAt, spotState } from '../../spot-deadline.js';
import { SpotRepository } from '../../spot.repository.js';
import { ConfirmSpotCommand } from './confirm-spot.command.js';

/**
 * In one transaction, holding the application's row (so the scheduler's expiry waits or skips it):
 * the spot confirmed, the application's version moved on, the audit event and the thank-you email.
 * Confirming twice changes nothing the second time.
 */
@CommandHandler(ConfirmSpotCommand)
export class ConfirmSpotHandler implements ICommandHandler<ConfirmSpotCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly applications: ApplicationRepository,
    private readonly spots: SpotRepository,
    private readonly emails: DecisionEmails,
    private readonly clock: Clock,
  ) {}

  execute({ actorId, applicationId }: ConfirmSpotCommand): Promise<number> {
    return this.transaction.run(actorId, async (tx) => {
      const application = await this.applications.lockForReview(applicationId);
      if (!application) throw new ApplicationNotFound();
      if (application.user_id !== actorId) throw new NotYourApplication();
      const spot = application.status === 'approved' ? await this.spots.find(applicationId) : undefined;
      if (!spot) throw new NoSpotOffered();
      if (spotState(spot) === 'confirmed') return application.version;
      const now = this.clock.now();
      if (!confirmableAt(spot, now)) throw new SpotDeadlinePassed();
      await this.spots.confirm(applicationId, now);
      await this.applications.bumpVersion(applicationId);
      tx.record(new SpotConfirmed(applicationId, { dueAt: spot.dueAt.toISOString() }), application.version);
      await this.emails.queueSpot(tx, application, 'confirmed');
      return application.version + 1;
    });
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { DecisionEmailResent } from '../../application.events.js';
import { ApplicationRepository } from '../../application.repository.js';
import { ApplicationNotFound, CannotResendPending } from '../../applications.errors.js';
import { DecisionEmails } from '../../decision-emails.js';
import { SpotRepository } from '../../spots/spot.repository.js';
import { ResendDecisionEmailCommand } from './resend-decision-email.command.js';

@CommandHandler(ResendDecisionEmailCommand)
export class ResendDecisionEmailHandler implements ICommandHandler<ResendDecisionEmailCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly applications: ApplicationRepository,
    private readonly decisionEmails: DecisionEmails,
    private readonly spots: SpotRepository,
  ) {}

  async execute({ actorId, applicationId }: ResendDecisionEmailCommand): Promise<void> {
    await this.transaction.run(actorId, async (tx) => {
      const application = await this.applications.lockForReview(applicationId);
      if (!application) throw new ApplicationNotFound();
      if (application.status === 'pending') throw new CannotResendPending();
      // The application's version follows its event stream, so a resend counts as a change too.
      await this.applications.bumpVersion(applicationId);
      tx.record(new DecisionEmailResent(applicationId, { status: application.status }), application.version);
      const spot = await this.spots.find(applicationId);
      if (application.status === 'withdrawn') {
        // The email that said so: the decline's, or the expiry's with the deadline that passed.
        if (spot?.expiredAt) await this.decisionEmails.queueSpot(tx, application, 'expired', spot.dueAt);
        else await this.decisionEmails.queueSpot(tx, application, 'declined');
      } else {
        // An approval still asks for its confirmation by the same deadline, unless already given.
        const confirmBy = spot && !spot.confirmedAt ? spot.dueAt : null;
        await this.decisionEmails.queue(tx, application, application.status, confirmBy);
      }
    });
  }
}

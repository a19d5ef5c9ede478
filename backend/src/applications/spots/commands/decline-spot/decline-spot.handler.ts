import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../common/clock.js';
import { EventCatalog } from '../../../../events/event-catalog.js';
import { CommandTransaction } from '../../../../transactions/command-transaction.js';
import { ApplicationStatusChanges } from '../../../application-status-changes.js';
import { ApplicationRepository } from '../../../application.repository.js';
import { ApplicationNotFound, NoSpotOffered, NotYourApplication, SprintStarted } from '../../../applications.errors.js';
import { spotState } from '../../spot-deadline.js';
import { SpotRepository } from '../../spot.repository.js';
import { DeclineSpotCommand } from './decline-spot.command.js';

/**
 * The applicant declines their spot, confirmed or not, until the sprint starts: the application is
 * withdrawn (status, tally, history through the audit event, the spot marked declined) and the spot
 * is free for the waitlist, in one transaction. Declining again changes nothing.
 */
@CommandHandler(DeclineSpotCommand)
export class DeclineSpotHandler implements ICommandHandler<DeclineSpotCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly applications: ApplicationRepository,
    private readonly spots: SpotRepository,
    private readonly statusChanges: ApplicationStatusChanges,
    private readonly events: EventCatalog,
    private readonly clock: Clock,
  ) {}

  execute({ actorId, applicationId }: DeclineSpotCommand): Promise<number> {
    return this.transaction.run(actorId, async (tx) => {
      const application = await this.applications.lockForReview(applicationId);
      if (!application) throw new ApplicationNotFound();
      if (application.user_id !== actorId) throw new NotYourApplication();
      const spot = await this.spots.find(applicationId);
      if (application.status === 'withdrawn' && spot && spotState(spot) === 'declined') return application.version;
      if (application.status !== 'approved' || !spot) throw new NoSpotOffered();
      const event = await this.events.findById(application.event_id);
      if (!event || this.clock.now().getTime() >= new Date(event.start_date).getTime()) {
        throw new SprintStarted('a spot can no longer be declined.');
      }
      return this.statusChanges.change(tx, application, 'withdrawn', { reason: 'spot_declined' });
    });
  }
}

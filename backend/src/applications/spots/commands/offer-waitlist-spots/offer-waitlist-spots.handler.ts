import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../common/clock.js';
import { EventCatalog } from '../../../../events/event-catalog.js';
import { EventNotFound } from '../../../../events/events.errors.js';
import { EventSpotSettings } from '../../spot-settings.js';
import { CommandTransaction } from '../../../../transactions/command-transaction.js';
import { ApplicationStatusChanges } from '../../../application-status-changes.js';
import { ApplicationRepository } from '../../../application.repository.js';
import { NoFreeSpots, SprintStarted, WaitlistEmpty } from '../../../applications.errors.js';
import { SpotRepository } from '../../spot.repository.js';
import { WAITLIST_ORDER, type WaitlistOrder } from '../../waitlist-order.js';
import { OfferWaitlistSpotsCommand } from './offer-waitlist-spots.command.js';

/**
 * In one transaction, one offer per event at a time (the event's spots are counted under a lock, so
 * two staff offering at once cannot give away the same spot): the best `count` waitlisted
 * applications by WAITLIST_ORDER are approved, each with its own spot to confirm, audit event
 * ('offered a freed spot') and offer email. With a capacity set, no more than the free spots.
 */
@CommandHandler(OfferWaitlistSpotsCommand)
export class OfferWaitlistSpotsHandler implements ICommandHandler<OfferWaitlistSpotsCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly applications: ApplicationRepository,
    private readonly spots: SpotRepository,
    private readonly statusChanges: ApplicationStatusChanges,
    private readonly events: EventCatalog,
    private readonly reviewSetup: EventSpotSettings,
    private readonly clock: Clock,
    @Inject(WAITLIST_ORDER) private readonly waitlistOrder: WaitlistOrder,
  ) {}

  execute({ actorId, eventId, count }: OfferWaitlistSpotsCommand): Promise<string[]> {
    return this.transaction.run(actorId, async (tx) => {
      const event = await this.events.findById(eventId);
      if (!event) throw new EventNotFound();
      if (this.clock.now().getTime() >= new Date(event.start_date).getTime()) {
        throw new SprintStarted('spots are no longer offered to the waitlist.');
      }
      await this.spots.lockEvent(eventId);
      const { capacity } = await this.reviewSetup.settingsOf(eventId);
      if (capacity !== null) {
        const free = Math.max(0, capacity - (await this.spots.countsFor(eventId)).approved);
        if (count > free) throw new NoFreeSpots(free);
      }
      const waitlist = await this.spots.waitlistOf(eventId);
      if (waitlist.length === 0) throw new WaitlistEmpty();
      const ranked = await this.waitlistOrder.order(
        eventId,
        waitlist.map((row) => ({ applicationId: row.id, appliedAt: new Date(row.created_at) })),
      );
      const offered: string[] = [];
      for (const applicationId of ranked) {
        if (offered.length === count) break;
        const application = await this.applications.lockForReview(applicationId);
        // Moved off the waitlist meanwhile (a staff decision that did not wait for this lock).
        if (application?.status !== 'waitlisted') continue;
        await this.statusChanges.change(tx, application, 'approved', { reason: 'waitlist_offer' });
        offered.push(applicationId);
      }
      if (offered.length === 0) throw new WaitlistEmpty();
      return offered;
    });
  }
}

import { Command } from '@nestjs/cqrs';

/** 'Offer to next on waitlist': approves the `count` best waitlisted applications; answers their ids, best first. */
export class OfferWaitlistSpotsCommand extends Command<string[]> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly count: number,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';

/** Takes a seated reviewer off the event (staff review every event by role: they have no seat). */
export class RemoveReviewerCommand extends Command<void> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly userId: string,
  ) {
    super();
  }
}

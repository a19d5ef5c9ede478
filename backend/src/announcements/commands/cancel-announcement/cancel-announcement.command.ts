import { Command } from '@nestjs/cqrs';

/** Staff cancel a scheduled announcement; once it is being sent, it cannot be (409). */
export class CancelAnnouncementCommand extends Command<void> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly announcementId: string,
  ) {
    super();
  }
}

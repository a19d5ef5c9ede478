import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { ApplicationRecords } from '../applications/application-records.js';
import { EventCommitted } from '../transactions/command-transaction.js';
import { liveMessageOf } from './live-event.js';
import { LiveHub } from './live-hub.js';

/**
 * After a command commits (CommandTransaction publishes EventCommitted only then), its events go
 * to every instance's streams. Uncommitted work never leaves the process.
 */
@EventsHandler(EventCommitted)
export class LivePublisher implements IEventHandler<EventCommitted> {
  private readonly logger = new Logger(LivePublisher.name);

  constructor(
    private readonly hub: LiveHub,
    private readonly applications: ApplicationRecords,
  ) {}

  handle({ event }: EventCommitted): void {
    this.publish(event).catch((error: unknown) => {
      this.logger.warn(`Live event ${event.type} not published: ${String(error)}`);
    });
  }

  private async publish(event: EventCommitted['event']): Promise<void> {
    // An application's events do not name the applicant: its read model does.
    let owner: { userId: string; eventId: string } | undefined;
    if (event.streamType === 'application') {
      owner =
        event.type === 'application.submitted' && event.actorId
          ? { userId: event.actorId, eventId: (event.payload as { eventId: string }).eventId }
          : (await this.applications.parties([event.streamId])).get(event.streamId);
    }
    await this.hub.publish([liveMessageOf(event, owner)]);
  }
}

import { Command } from '@nestjs/cqrs';

/** Permanently removes an event and everything attached to it. */
export class DeleteEventCommand extends Command<void> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
  ) {
    super();
  }
}

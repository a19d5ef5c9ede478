import { Command } from '@nestjs/cqrs';
import type { EventStatus } from '../../event-rules.js';

/** Moves an event to any status; answers the status it now has. */
export class ChangeEventStatusCommand extends Command<EventStatus> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly status: EventStatus,
  ) {
    super();
  }
}

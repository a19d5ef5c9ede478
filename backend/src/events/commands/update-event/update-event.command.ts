import { Command } from '@nestjs/cqrs';
import type { UpdateEventDto } from './update-event.request.dto.js';

/** The staff edit page's Save Changes; answers the event's new version. */
export class UpdateEventCommand extends Command<number> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly input: UpdateEventDto,
  ) {
    super();
  }
}

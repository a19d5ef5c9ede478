import { Command } from '@nestjs/cqrs';
import type { CreateEventDto } from './create-event.request.dto.js';

/** The wizard's Create: a draft event with its criteria and judges; answers its id. */
export class CreateEventCommand extends Command<string> {
  constructor(
    readonly actorId: string,
    readonly input: CreateEventDto,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';

/** Adds a judging criterion to an event; answers its id. */
export class AddCriterionCommand extends Command<string> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly label: string,
    readonly weight: number,
    readonly description: string | null = null,
  ) {
    super();
  }
}

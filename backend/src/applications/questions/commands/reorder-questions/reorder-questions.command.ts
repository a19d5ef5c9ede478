import { Command } from '@nestjs/cqrs';

/** Puts an event's questions in a new order (every question of the form, once). */
export class ReorderQuestionsCommand extends Command<void> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly questionIds: readonly string[],
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';

/** Takes a judge off an event. */
export class RemoveJudgeCommand extends Command<void> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly userId: string,
  ) {
    super();
  }
}

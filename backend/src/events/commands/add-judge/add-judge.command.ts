import { Command } from '@nestjs/cqrs';

/** Seats a judge found by email or name; answers their user id. */
export class AddJudgeCommand extends Command<string> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly query: string,
  ) {
    super();
  }
}

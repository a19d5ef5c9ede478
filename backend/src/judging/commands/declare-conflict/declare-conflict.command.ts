import { Command } from '@nestjs/cqrs';

/** A judge declares a conflict of interest with a team of the event; answers the conflict's id. */
export class DeclareConflictCommand extends Command<string> {
  constructor(
    readonly judgeId: string,
    readonly eventId: string,
    readonly projectId: string,
    readonly reason: string,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';

/** Staff assign one judge to one submission by hand; answers the assignment's id. */
export class AddAssignmentCommand extends Command<string> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly submissionId: string,
    readonly judgeId: string,
  ) {
    super();
  }
}

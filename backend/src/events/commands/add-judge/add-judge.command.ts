import { Command } from '@nestjs/cqrs';

/** Who to seat: an account by its exact email, or a person picked from the judge candidates. */
export type JudgeChoice = { email: string } | { userId: string };

/** Seats a judge; answers their user id. */
export class AddJudgeCommand extends Command<string> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly judge: JudgeChoice,
  ) {
    super();
  }
}

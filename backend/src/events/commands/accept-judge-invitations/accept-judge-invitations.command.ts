import { Command } from '@nestjs/cqrs';

/** Seats someone on every event that invited their email as a judge; answers how many invitations. */
export class AcceptJudgeInvitationsCommand extends Command<number> {
  constructor(
    readonly userId: string,
    readonly email: string,
  ) {
    super();
  }
}

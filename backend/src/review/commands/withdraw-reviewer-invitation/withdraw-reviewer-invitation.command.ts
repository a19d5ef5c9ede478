import { Command } from '@nestjs/cqrs';

/** Takes back a pending reviewer invitation: verifying that email no longer seats anyone. */
export class WithdrawReviewerInvitationCommand extends Command<void> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly email: string,
  ) {
    super();
  }
}

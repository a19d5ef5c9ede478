import { Command } from '@nestjs/cqrs';

/** The owner's Accept or Decline of a pending join request. */
export class AnswerJoinRequestCommand extends Command<void> {
  constructor(
    readonly ownerId: string,
    readonly projectId: string,
    readonly requestId: string,
    readonly accept: boolean,
  ) {
    super();
  }
}

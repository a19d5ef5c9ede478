import { Command } from '@nestjs/cqrs';

export class AcceptJoinRequestCommand extends Command<void> {
  constructor(
    readonly ownerId: string,
    readonly projectId: string,
    readonly requestId: string,
  ) {
    super();
  }
}

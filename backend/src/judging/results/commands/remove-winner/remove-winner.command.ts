import { Command } from '@nestjs/cqrs';

export class RemoveWinnerCommand extends Command<void> {
  constructor(
    readonly actorId: string,
    readonly winnerId: string,
  ) {
    super();
  }
}

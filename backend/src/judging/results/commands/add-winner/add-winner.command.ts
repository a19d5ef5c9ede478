import { Command } from '@nestjs/cqrs';

export class AddWinnerCommand extends Command<string> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly submissionId: string,
    readonly track: string,
    readonly place: number,
    readonly note: string | null,
  ) {
    super();
  }
}

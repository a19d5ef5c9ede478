import { Command } from '@nestjs/cqrs';

/** Staff move an entry to another venture, at any time, with a reason. */
export class MoveEntryCommand extends Command<void> {
  constructor(
    readonly staffId: string,
    readonly submissionId: string,
    readonly ventureId: string,
    readonly reason: string,
  ) {
    super();
  }
}

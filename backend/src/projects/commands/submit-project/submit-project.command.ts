import { Command } from '@nestjs/cqrs';

export class SubmitProjectCommand extends Command<string> {
  constructor(
    readonly userId: string,
    readonly projectId: string,
    readonly eventId: string,
    readonly track: string,
  ) {
    super();
  }
}

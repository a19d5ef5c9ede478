import { Command } from '@nestjs/cqrs';

export class AttachProjectCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly projectId: string,
    readonly eventId: string,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';

export class DetachProjectCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly projectId: string,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';

export class ResendDecisionEmailCommand extends Command<void> {
  constructor(
    readonly actorId: string,
    readonly applicationId: string,
  ) {
    super();
  }
}

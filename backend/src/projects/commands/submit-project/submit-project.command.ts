import { Command } from '@nestjs/cqrs';
import type { VentureChoice } from '../../submission-ventures.js';

export class SubmitProjectCommand extends Command<string> {
  constructor(
    readonly userId: string,
    readonly projectId: string,
    readonly eventId: string,
    readonly track: string,
    readonly venture: VentureChoice = { kind: 'new' },
  ) {
    super();
  }
}

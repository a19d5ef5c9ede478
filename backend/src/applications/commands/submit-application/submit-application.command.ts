import { Command } from '@nestjs/cqrs';
import type { ApplicationRole } from '../../application.events.js';

export class SubmitApplicationCommand extends Command<string> {
  constructor(
    readonly userId: string,
    readonly eventId: string,
    readonly linkedinUrl: string | null,
    readonly role: ApplicationRole,
    readonly shortAnswer: string,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { ApplicationRole } from '../../application.events.js';

export class SubmitApplicationCommand extends Command<string> {
  constructor(
    readonly userId: string,
    readonly eventId: string,
    readonly linkedinUrl: string | null,
    readonly role: ApplicationRole,
    readonly shortAnswer: string,
    /** 'Are you continuing a venture?' (optional). */
    readonly ventureId: string | null = null,
    /** The custom questions' answers by question id, as sent (checked by the handler). */
    readonly answers: Readonly<Record<string, unknown>> = {},
    /** 'May we ask you in 6 months how your idea went?' (optional, no by default). */
    readonly followUpConsent: boolean = false,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { EmailCategory } from '../../../notifications/email/email-message.js';

/** The signed-in user sets their switches: each category on (received) or off. */
export class ChangeEmailPreferencesCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly switches: Record<EmailCategory, boolean>,
  ) {
    super();
  }
}

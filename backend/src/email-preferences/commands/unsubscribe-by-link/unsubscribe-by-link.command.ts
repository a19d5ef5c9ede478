import { Command } from '@nestjs/cqrs';

/** An email's one-click unsubscribe link was used (no sign-in: the signed token names the user). */
export class UnsubscribeByLinkCommand extends Command<void> {
  constructor(readonly token: string) {
    super();
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EMAIL_CATEGORIES } from '../../../notifications/email/email-message.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { EmailPreferenceRepository } from '../../email-preference.repository.js';
import { EmailPreferencesChanged } from '../../email-preferences.events.js';
import { ChangeEmailPreferencesCommand } from './change-email-preferences.command.js';

/**
 * In one transaction: each category is turned off or on as its switch says, and what actually
 * changed is recorded. Switches as they were change nothing and record nothing.
 */
@CommandHandler(ChangeEmailPreferencesCommand)
export class ChangeEmailPreferencesHandler implements ICommandHandler<ChangeEmailPreferencesCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly preferences: EmailPreferenceRepository,
  ) {}

  execute({ userId, switches }: ChangeEmailPreferencesCommand): Promise<void> {
    return this.transaction.run(userId, async (tx) => {
      const turnedOff = await this.preferences.turnOff(
        userId,
        EMAIL_CATEGORIES.filter((category) => !switches[category]),
        'profile',
      );
      const turnedOn = await this.preferences.turnOn(
        userId,
        EMAIL_CATEGORIES.filter((category) => switches[category]),
      );
      if (turnedOff.length === 0 && turnedOn.length === 0) return;
      tx.record(new EmailPreferencesChanged(userId, { turnedOff: inOrder(turnedOff), turnedOn: inOrder(turnedOn) }));
    });
  }
}

function inOrder<T extends (typeof EMAIL_CATEGORIES)[number]>(categories: T[]): T[] {
  return EMAIL_CATEGORIES.filter((category): category is T => categories.includes(category as T));
}

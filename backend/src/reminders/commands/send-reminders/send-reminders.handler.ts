import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { EmailPreferences } from '../../../email-preferences/email-preferences.js';
import { sendEmail } from '../../../notifications/email/send-email.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { UserDirectory } from '../../../users/user-directory.js';
import {
  judgingCloseReminder,
  judgingReminder,
  spotConfirmationReminder,
  submissionDeadlineReminder,
} from '../../reminder-emails.js';
import type { ReminderKind } from '../../reminder-rules.js';
import { RemindersSent } from '../../reminder.events.js';
import { ReminderRepository } from '../../reminder.repository.js';
import { SendRemindersCommand } from './send-reminders.command.js';

const BUILDERS = {
  submission_deadline: submissionDeadlineReminder,
  judging: judgingReminder,
  judging_close: judgingCloseReminder,
  spot_confirmation: spotConfirmationReminder,
} as const satisfies Record<ReminderKind, unknown>;

/**
 * Claims the recipients by (event, kind, occasion, user) and writes their emails into the outbox in
 * the same transaction: a tick that runs twice, concurrently, or after a Redis flush emails no one
 * twice; a crash before commit leaves them for the next tick.
 */
@CommandHandler(SendRemindersCommand)
export class SendRemindersHandler implements ICommandHandler<SendRemindersCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly reminders: ReminderRepository,
    private readonly users: UserDirectory,
    private readonly preferences: EmailPreferences,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute({ kind, facts, userIds, now, unscoredOf }: SendRemindersCommand): Promise<number> {
    if (userIds.length === 0) return Promise.resolve(0);
    return this.transaction.run(null, async (tx) => {
      // One after the other: inside a command both share its connection.
      const optedOut = await this.preferences.optedOut(userIds, 'reminders');
      const emails = await this.users.emails(userIds.filter((userId) => !optedOut.has(userId)));
      const claimed = await this.reminders.claim(facts.eventId, kind, facts.occasion, [...emails.keys()], now);
      for (const userId of claimed) {
        const email = emails.get(userId);
        if (email === undefined) continue;
        sendEmail(
          tx,
          BUILDERS[kind](
            email,
            unscoredOf ? { ...facts, unscored: unscoredOf.get(userId) } : facts,
            this.preferences.unsubscribeFor(userId, 'reminders'),
            this.config.appUrl,
          ),
        );
      }
      if (claimed.size > 0) {
        tx.record(
          new RemindersSent(facts.eventId, {
            eventId: facts.eventId,
            kind,
            occasion: facts.occasion,
            recipients: claimed.size,
          }),
        );
      }
      return claimed.size;
    });
  }
}

import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { EmailPreferences } from '../../../email-preferences/email-preferences.js';
import { EventCatalog } from '../../../events/event-catalog.js';
import { sendEmail } from '../../../notifications/email/send-email.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import type { TransactionScope } from '../../../transactions/transaction-scope.js';
import { UserDirectory } from '../../../users/user-directory.js';
import { followUpEmail } from '../../follow-up-emails.js';
import { FollowUpAsked, FollowUpReminded } from '../../follow-up.events.js';
import { type DueFollowUp, FollowUpRepository } from '../../follow-up.repository.js';
import type { FollowUpEmailKind } from '../../follow-up-rules.js';
import { AskDueFollowUpsCommand } from './ask-due-follow-ups.command.js';

/**
 * In one transaction (as the check-ins' AskDueCheckinsHandler): claims due follow-ups (rows another
 * tick holds are skipped), claims each one's email by its unique key (follow-up, kind), writes the
 * email into the outbox, marks them asked (or reminded) and records the audit events. A crash before
 * commit leaves the rows due for the next tick; after commit nothing is asked again. A withdrawn
 * consent cancelled the row, so it is never claimed.
 */
@CommandHandler(AskDueFollowUpsCommand)
export class AskDueFollowUpsHandler implements ICommandHandler<AskDueFollowUpsCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly followUps: FollowUpRepository,
    private readonly users: UserDirectory,
    private readonly events: EventCatalog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly preferences: EmailPreferences,
  ) {}

  execute({ now, batchSize }: AskDueFollowUpsCommand): Promise<number> {
    return this.transaction.run(null, async (tx) => {
      const asks = await this.followUps.claimDue(now, batchSize);
      await this.email(tx, 'ask', asks, now);
      // Claimed rows leave `scheduled` whether or not their email was written now (it may exist).
      await this.followUps.markAsked(
        asks.map((row) => row.id),
        now,
      );
      const reminders = await this.followUps.claimReminders(now, batchSize);
      await this.email(tx, 'reminder', reminders, now);
      await this.followUps.markReminded(
        reminders.map((row) => row.id),
        now,
      );
      return asks.length + reminders.length;
    });
  }

  private async email(tx: TransactionScope, kind: FollowUpEmailKind, due: DueFollowUp[], now: Date): Promise<void> {
    if (due.length === 0) return;
    const claimed = await this.followUps.claimEmails(
      kind,
      due.map((row) => row.id),
      now,
    );
    const userIds = [...new Set(due.map((row) => row.user_id))];
    const [emails, titles, optedOut] = await Promise.all([
      this.users.emails(userIds),
      this.events.titles([...new Set(due.map((row) => row.event_id))]),
      // The survey itself is what the applicant said yes to; its reminder is a 'reminders' email.
      kind === 'reminder' ? this.preferences.optedOut(userIds, 'reminders') : new Set<string>(),
    ]);
    for (const row of due) {
      if (!claimed.has(row.id)) continue;
      const to = emails.get(row.user_id);
      if (to && !optedOut.has(row.user_id)) {
        const facts = {
          followUpId: row.id,
          applicationId: row.application_id,
          eventTitle: titles.get(row.event_id) ?? 'the sprint',
        };
        const email = followUpEmail(kind, to, facts, this.config.appUrl);
        sendEmail(
          tx,
          kind === 'reminder'
            ? { ...email, unsubscribe: this.preferences.unsubscribeFor(row.user_id, 'reminders') }
            : email,
        );
      }
      const payload = { followUpId: row.id, eventId: row.event_id };
      tx.record(
        kind === 'ask'
          ? new FollowUpAsked(row.application_id, payload)
          : new FollowUpReminded(row.application_id, payload),
      );
    }
  }
}

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
import type { CheckinEmailKind } from '../../checkin-email.entity.js';
import { checkinEmail } from '../../checkin-emails.js';
import { CheckinAsked, CheckinReminded } from '../../checkin.events.js';
import { CheckinScheduling } from '../../checkin-scheduling.repository.js';
import { VentureRepository } from '../../venture.repository.js';
import { VentureMembership } from '../../venture-membership.js';
import { AskDueCheckinsCommand } from './ask-due-checkins.command.js';

interface DueCheckin {
  id: string;
  venture_id: string;
  event_id: string;
  offset_days: number;
}

/**
 * In one transaction: claims due check-ins (rows another tick holds are skipped), claims each one's
 * email by its unique key (check-in, kind), writes one email per member into the outbox, marks the
 * check-ins asked (or reminded) and records the audit events. A crash before commit leaves the rows
 * due for the next tick; after commit nothing is asked again.
 */
@CommandHandler(AskDueCheckinsCommand)
export class AskDueCheckinsHandler implements ICommandHandler<AskDueCheckinsCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly checkins: CheckinScheduling,
    private readonly ventures: VentureRepository,
    private readonly membership: VentureMembership,
    private readonly users: UserDirectory,
    private readonly events: EventCatalog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly preferences: EmailPreferences,
  ) {}

  execute({ now, batchSize }: AskDueCheckinsCommand): Promise<number> {
    return this.transaction.run(null, async (tx) => {
      const asks = await this.checkins.claimDue(now, batchSize);
      const asked = await this.email(tx, 'ask', asks, now);
      await this.checkins.markAsked(asked, now);
      const reminders = await this.checkins.claimReminders(now, batchSize);
      const reminded = await this.email(tx, 'reminder', reminders, now);
      await this.checkins.markReminded(reminded, now);
      // Rows claimed but not emailed (an email of that kind existed) still leave their state.
      await this.checkins.markAsked(
        asks.filter((row) => !asked.includes(row.id)).map((row) => row.id),
        now,
      );
      await this.checkins.markReminded(
        reminders.filter((row) => !reminded.includes(row.id)).map((row) => row.id),
        now,
      );
      return asks.length + reminders.length;
    });
  }

  /** Emails the members of each check-in's venture; answers the check-ins emailed now. */
  private async email(tx: TransactionScope, kind: CheckinEmailKind, due: DueCheckin[], now: Date): Promise<string[]> {
    if (due.length === 0) return [];
    const ventureIds = [...new Set(due.map((row) => row.venture_id))];
    const [ventures, titles] = await Promise.all([
      this.ventures.findMany(ventureIds),
      this.events.titles([...new Set(due.map((row) => row.event_id))]),
    ]);
    const names = new Map(ventures.map((venture) => [venture.id, venture.name]));
    const teams = await this.membership.membersOfVentures(ventureIds);
    const members = new Map([...teams].map(([ventureId, team]) => [ventureId, [...team.keys()]]));
    const memberIds = [...new Set([...members.values()].flat())];
    const emails = await this.users.emails(memberIds);
    // Check-in asks and reminders are 'reminders': a member who turned them off is not emailed.
    const optedOut = await this.preferences.optedOut(memberIds, 'reminders');

    const recipients = new Map(due.map((row) => [row.id, members.get(row.venture_id)?.length ?? 0]));
    const claimed = await this.checkins.claimEmails(kind, recipients, now);
    const emailed: string[] = [];
    for (const row of due) {
      if (!claimed.has(row.id)) continue;
      const facts = {
        ventureId: row.venture_id,
        checkinId: row.id,
        ventureName: names.get(row.venture_id) ?? 'your venture',
        sprintTitle: titles.get(row.event_id) ?? 'the sprint',
        offsetDays: row.offset_days,
      };
      for (const userId of members.get(row.venture_id) ?? []) {
        const to = emails.get(userId);
        if (!to || optedOut.has(userId)) continue;
        sendEmail(tx, {
          ...checkinEmail(kind, to, facts, this.config.appUrl),
          unsubscribe: this.preferences.unsubscribeFor(userId, 'reminders'),
        });
      }
      const payload = {
        checkinId: row.id,
        eventId: row.event_id,
        offsetDays: row.offset_days,
        recipients: recipients.get(row.id) ?? 0,
      };
      tx.record(
        kind === 'ask' ? new CheckinAsked(row.venture_id, payload) : new CheckinReminded(row.venture_id, payload),
      );
      emailed.push(row.id);
    }
    return emailed;
  }
}

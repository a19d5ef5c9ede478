import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { EmailPreferences } from '../../../email-preferences/email-preferences.js';
import { EventCatalog } from '../../../events/event-catalog.js';
import { sendEmail } from '../../../notifications/email/send-email.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { announcementEmail, announcementText } from '../../announcement-email.js';
import { announcementHtml } from '../../announcement-html.js';
import { AnnouncementSent } from '../../announcement.events.js';
import { AnnouncementRepository } from '../../announcement.repository.js';
import { type AnnouncementBatchOutcome, SendAnnouncementBatchCommand } from './send-announcement-batch.command.js';

/**
 * In one transaction: claims the due announcement (a row another tick, or a cancel, holds is
 * skipped), claims each recipient of the batch by the unique key (announcement, user), writes their
 * emails into the outbox, and with the last batch marks it sent and records AnnouncementSent. A
 * crash before commit leaves the batch for the next tick; after commit no recipient is emailed twice.
 */
@CommandHandler(SendAnnouncementBatchCommand)
export class SendAnnouncementBatchHandler implements ICommandHandler<SendAnnouncementBatchCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly announcements: AnnouncementRepository,
    private readonly events: EventCatalog,
    private readonly preferences: EmailPreferences,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute({
    announcementId,
    recipients,
    now,
    batchSize,
  }: SendAnnouncementBatchCommand): Promise<AnnouncementBatchOutcome> {
    return this.transaction.run(null, async (tx) => {
      const announcement = await this.announcements.claim(announcementId, now);
      if (!announcement) return 'not_claimed';
      const emailed = await this.announcements.recipientIds(announcementId);
      const pending = recipients.filter(({ userId }) => !emailed.has(userId));
      const batch = pending.slice(0, batchSize);
      const claimed = await this.announcements.claimRecipients(
        announcementId,
        batch.map(({ userId }) => userId),
        now,
      );
      const titles = await this.events.titles([announcement.event_id]);
      const content = {
        announcementId,
        eventId: announcement.event_id,
        eventTitle: titles.get(announcement.event_id) ?? 'the sprint',
        subject: announcement.subject,
        bodyMd: announcement.body_md,
      };
      const text = announcementText(content, this.config.appUrl);
      const html = announcementHtml(content, this.config.appUrl);
      for (const { userId, email } of batch) {
        if (!claimed.has(userId)) continue;
        sendEmail(
          tx,
          announcementEmail(email, content, text, this.preferences.unsubscribeFor(userId, 'announcements'), html),
        );
      }
      if (pending.length > batchSize) {
        await this.announcements.markSending(announcementId);
        return 'more';
      }
      const count = await this.announcements.markSent(announcementId, now);
      tx.record(new AnnouncementSent(announcementId, { eventId: announcement.event_id, recipients: count }));
      return 'sent';
    });
  }
}

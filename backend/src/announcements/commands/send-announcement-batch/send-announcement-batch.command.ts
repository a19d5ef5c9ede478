import { Command } from '@nestjs/cqrs';
import type { AnnouncementRecipientFacts } from '../../announcement-audience.js';

/** What a batch did: more to send, the last one sent (marked sent), or the row was not there to claim. */
export type AnnouncementBatchOutcome = 'more' | 'sent' | 'not_claimed';

/**
 * One transaction of the sending of a due announcement: up to `batchSize` of its `recipients` not
 * emailed yet. The recipients are its segment as resolved when the tick took it up.
 */
export class SendAnnouncementBatchCommand extends Command<AnnouncementBatchOutcome> {
  constructor(
    readonly announcementId: string,
    readonly recipients: readonly AnnouncementRecipientFacts[],
    readonly now: Date,
    readonly batchSize: number,
  ) {
    super();
  }
}

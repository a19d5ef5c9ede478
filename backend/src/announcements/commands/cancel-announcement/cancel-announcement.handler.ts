import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { AnnouncementCancelled } from '../../announcement.events.js';
import { AnnouncementRepository } from '../../announcement.repository.js';
import { AnnouncementNotFound, AnnouncementNotScheduled } from '../../announcements.errors.js';
import { CancelAnnouncementCommand } from './cancel-announcement.command.js';

/**
 * Locks the row (a tick sending it holds the same lock, so the two never cross): only a scheduled
 * announcement is cancelled, and a cancelled one is never claimed by the tick.
 */
@CommandHandler(CancelAnnouncementCommand)
export class CancelAnnouncementHandler implements ICommandHandler<CancelAnnouncementCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly announcements: AnnouncementRepository,
    private readonly clock: Clock,
  ) {}

  execute({ actorId, eventId, announcementId }: CancelAnnouncementCommand): Promise<void> {
    return this.transaction.run(actorId, async (tx) => {
      const row = await this.announcements.lockInEvent(eventId, announcementId);
      if (!row) throw new AnnouncementNotFound();
      if (row.state !== 'scheduled') throw new AnnouncementNotScheduled();
      await this.announcements.cancel(announcementId, this.clock.now());
      tx.record(new AnnouncementCancelled(announcementId, { eventId }));
    });
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock.js';
import { EventCatalog } from '../../../events/event-catalog.js';
import { EventNotFound } from '../../../events/events.errors.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { AnnouncementDelivery } from '../../announcement-delivery.js';
import { AnnouncementScheduled } from '../../announcement.events.js';
import { AnnouncementRepository } from '../../announcement.repository.js';
import { AnnouncementInvalid } from '../../announcements.errors.js';
import { ScheduleAnnouncementCommand } from './schedule-announcement.command.js';

/**
 * One transaction: the announcement's row, due at `sendAt` (or now), and its audit event. A time in
 * the past is refused. 'Send now' then sends it at once, after the commit, as the tick would (the
 * tick sends whatever this leaves, e.g. after a crash).
 */
@CommandHandler(ScheduleAnnouncementCommand)
export class ScheduleAnnouncementHandler implements ICommandHandler<ScheduleAnnouncementCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly announcements: AnnouncementRepository,
    private readonly events: EventCatalog,
    private readonly delivery: AnnouncementDelivery,
    private readonly clock: Clock,
  ) {}

  async execute({ actorId, eventId, draft }: ScheduleAnnouncementCommand): Promise<string> {
    const now = this.clock.now();
    if (draft.sendAt !== undefined && draft.sendAt.getTime() <= now.getTime()) {
      throw new AnnouncementInvalid('sendAt', 'The send time must be in the future');
    }
    const dueAt = draft.sendAt ?? now;
    const id = await this.transaction.run(actorId, async (tx) => {
      if (!(await this.events.findById(eventId))) throw new EventNotFound();
      const announcementId = await this.announcements.insert({
        eventId,
        createdBy: actorId,
        subject: draft.subject,
        bodyMd: draft.bodyMd,
        segment: draft.choice.segment,
        applicationStatus: draft.choice.applicationStatus ?? null,
        dueAt,
      });
      tx.record(
        new AnnouncementScheduled(announcementId, {
          eventId,
          subject: draft.subject,
          segment: draft.choice.segment,
          applicationStatus: draft.choice.applicationStatus ?? null,
          dueAt: dueAt.toISOString(),
        }),
        0,
      );
      return announcementId;
    });
    if (draft.sendAt === undefined) await this.delivery.send(id, now);
    return id;
  }
}

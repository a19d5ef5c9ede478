import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { DueWorkSource } from '../notifications/schedule/due-work-sources.js';
import { AnnouncementAudience } from './announcement-audience.js';
import { segmentChoice } from './announcement-rules.js';
import { AnnouncementRepository } from './announcement.repository.js';
import { SendAnnouncementBatchCommand } from './commands/send-announcement-batch/send-announcement-batch.command.js';

/**
 * Recipients per transaction: each one an outbox row, a delivery row and an `email.queued` event, so
 * a batch stays well inside PostgreSQL's 65,535 parameters per statement and a short transaction.
 */
export const ANNOUNCEMENT_BATCH_SIZE = 1000;
/** Due announcements taken up per run; the next tick takes the rest. */
const ANNOUNCEMENTS_PER_RUN = 50;

/**
 * The announcements' source of due work, registered with the one scheduler (DueWorkTick), and
 * what 'Send now' calls right after scheduling. The segment is resolved when sending begins; the
 * recipients rows, not Redis, say who has been emailed, so running again at once sends nothing twice.
 */
@Injectable()
export class AnnouncementDelivery implements DueWorkSource {
  readonly name = 'announcements';

  constructor(
    private readonly commands: CommandBus,
    private readonly announcements: AnnouncementRepository,
    private readonly audience: AnnouncementAudience,
  ) {}

  /** Sends every announcement due at `now`; answers how many it finished. */
  async run(now: Date): Promise<number> {
    let sent = 0;
    for (const id of await this.announcements.dueIds(now, ANNOUNCEMENTS_PER_RUN)) {
      if (await this.send(id, now)) sent += 1;
    }
    return sent;
  }

  /** Sends one due announcement batch after batch; false when another runner holds it or it is done. */
  async send(id: string, now: Date): Promise<boolean> {
    const announcement = await this.announcements.find(id);
    if (!announcement || (announcement.state !== 'scheduled' && announcement.state !== 'sending')) return false;
    const recipients = await this.audience.of(
      announcement.event_id,
      segmentChoice(announcement.segment, announcement.application_status),
    );
    for (;;) {
      const outcome = await this.commands.execute(
        new SendAnnouncementBatchCommand(id, recipients, now, ANNOUNCEMENT_BATCH_SIZE),
      );
      if (outcome !== 'more') return outcome === 'sent';
    }
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import type { EventStatus } from '../../event-rules.js';
import { EventStatusChanged } from '../../event.events.js';
import { EventRepository } from '../../event.repository.js';
import { EventTimelineParticipants } from '../../event-timeline-participants.js';
import { ChangeEventStatusCommand } from './change-event-status.command.js';

@CommandHandler(ChangeEventStatusCommand)
export class ChangeEventStatusHandler implements ICommandHandler<ChangeEventStatusCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly events: EventRepository,
    private readonly timeline: EventTimelineParticipants,
  ) {}

  execute({ actorId, eventId, status }: ChangeEventStatusCommand): Promise<EventStatus> {
    return this.transaction.run(actorId, async (tx) => {
      const event = await this.events.lockForEdit(eventId);
      if (event.status === status) return status;
      await this.events.changeStatus(eventId, status);
      tx.record(new EventStatusChanged(eventId, { from: event.status, to: status }));
      // Ventures schedules its check-ins in this transaction: a completed event always has them.
      if (status === 'completed') {
        await this.timeline.completed(tx, {
          eventId,
          endDate: new Date(event.end_date),
          checkinOffsetDays: event.checkin_offset_days,
        });
      }
      return status;
    });
  }
}

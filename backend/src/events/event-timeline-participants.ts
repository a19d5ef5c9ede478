import { Injectable } from '@nestjs/common';
import type { TransactionScope } from '../transactions/transaction-scope.js';

/** An event whose end matters to others: it was completed, or its end date or check-in offsets changed. */
export interface EventEnd {
  eventId: string;
  endDate: Date;
  /** The days after the end its ventures' check-ins fall due (the event's setting), ascending. */
  checkinOffsetDays: readonly number[];
}

/**
 * What a feature does when an event is completed (ventures: schedule its check-ins) or its end
 * date or check-in offsets change (ventures: move the check-ins not yet asked). Both run inside the event command's
 * transaction, so the event's change and theirs commit together.
 */
export interface EventTimelineParticipant {
  completed(tx: TransactionScope, event: EventEnd): Promise<void>;
  scheduleChanged(tx: TransactionScope, event: EventEnd): Promise<void>;
}

/** Features register here, so events need not know them (as with EventDependents). */
@Injectable()
export class EventTimelineParticipants {
  private readonly participants: EventTimelineParticipant[] = [];

  register(participant: EventTimelineParticipant): void {
    this.participants.push(participant);
  }

  /** One after the other: they share the transaction's connection. */
  async completed(tx: TransactionScope, event: EventEnd): Promise<void> {
    for (const participant of this.participants) await participant.completed(tx, event);
  }

  async scheduleChanged(tx: TransactionScope, event: EventEnd): Promise<void> {
    for (const participant of this.participants) await participant.scheduleChanged(tx, event);
  }
}

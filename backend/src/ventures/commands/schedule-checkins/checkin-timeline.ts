import { Injectable } from '@nestjs/common';
import type { EventEnd, EventTimelineParticipant } from '../../../events/event-timeline-participants.js';
import { EventVentures } from '../../../projects/event-ventures.js';
import type { TransactionScope } from '../../../transactions/transaction-scope.js';
import { CheckinScheduling } from '../../checkin-scheduling.repository.js';
import { checkinDueDates, rescheduleCheckins } from '../../checkin-schedule.js';
import { CheckinsMoved, CheckinsScheduled } from '../../checkin.events.js';

interface CheckinDue {
  id: string;
  offsetDays: number;
  dueAt: string;
}

/**
 * Registered with EventTimelineParticipants: runs inside the event's completing (or editing)
 * command. Completing creates each entered venture's check-ins at the event's offsets (again
 * completing, after a reopen, adds none twice: one per venture, event and offset); a new end date or
 * new offsets move the ones not yet asked (rescheduleCheckins decides how).
 */
@Injectable()
export class CheckinTimeline implements EventTimelineParticipant {
  constructor(
    private readonly eventVentures: EventVentures,
    private readonly checkins: CheckinScheduling,
  ) {}

  async completed(tx: TransactionScope, { eventId, endDate, checkinOffsetDays }: EventEnd): Promise<void> {
    const ventureIds = await this.eventVentures.ofEvent(eventId);
    const created = await this.checkins.create(eventId, ventureIds, checkinDueDates(endDate, checkinOffsetDays));
    for (const [ventureId, checkins] of byVenture(created)) {
      tx.record(new CheckinsScheduled(ventureId, { eventId, checkins }));
    }
  }

  async scheduleChanged(tx: TransactionScope, { eventId, endDate, checkinOffsetDays }: EventEnd): Promise<void> {
    const plan = rescheduleCheckins(await this.checkins.lockOfEvent(eventId), endDate, checkinOffsetDays);
    await this.checkins.moveUnasked(plan.move);
    await this.checkins.dropUnasked(plan.drop.map((row) => row.id));
    const added = byVenture(await this.checkins.createEach(eventId, plan.add));

    const ventureIds = new Set([...plan.move, ...plan.drop].map((row) => row.ventureId).concat([...added.keys()]));
    for (const ventureId of ventureIds) {
      tx.record(
        new CheckinsMoved(ventureId, {
          eventId,
          endDate: endDate.toISOString(),
          offsetDays: [...checkinOffsetDays],
          checkinIds: plan.move.filter((row) => row.ventureId === ventureId).map((row) => row.id),
          removedCheckinIds: plan.drop.filter((row) => row.ventureId === ventureId).map((row) => row.id),
          added: added.get(ventureId) ?? [],
        }),
      );
    }
  }
}

function byVenture(
  rows: readonly { id: string; venture_id: string; offset_days: number; due_at: string | Date }[],
): Map<string, CheckinDue[]> {
  const grouped = new Map<string, CheckinDue[]>();
  for (const row of rows) {
    const checkin = { id: row.id, offsetDays: row.offset_days, dueAt: new Date(row.due_at).toISOString() };
    grouped.set(row.venture_id, [...(grouped.get(row.venture_id) ?? []), checkin]);
  }
  return grouped;
}

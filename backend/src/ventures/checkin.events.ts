import { DomainEvent } from '../audit/domain-event.js';
import type { ContinuingAnswer } from './checkin-answer.js';

/** Check-ins are recorded on their venture's stream, like every other change of a venture. */
const VENTURE = 'venture';

/** An event was completed: the venture's check-ins for it were scheduled. */
export class CheckinsScheduled extends DomainEvent<{
  eventId: string;
  checkins: { id: string; offsetDays: number; dueAt: string }[];
}> {
  static readonly TYPE = 'venture.checkins_scheduled';
  readonly type = CheckinsScheduled.TYPE;
  readonly streamType = VENTURE;
}

/**
 * The event's end date or check-in offsets changed: its check-ins not yet asked fall due from the new
 * end (`checkinIds`), those of an offset no longer set went (`removedCheckinIds`) and those of a new
 * offset were added (`added`). Events recorded before offsets were a setting have only `checkinIds`.
 */
export class CheckinsMoved extends DomainEvent<{
  eventId: string;
  endDate: string;
  checkinIds: string[];
  offsetDays?: number[];
  removedCheckinIds?: string[];
  added?: { id: string; offsetDays: number; dueAt: string }[];
}> {
  static readonly TYPE = 'venture.checkins_moved';
  readonly type = CheckinsMoved.TYPE;
  readonly streamType = VENTURE;
}

/** The scheduler asked the venture's members for the check-in (one email each, in the outbox). */
export class CheckinAsked extends DomainEvent<{
  checkinId: string;
  eventId: string;
  offsetDays: number;
  recipients: number;
}> {
  static readonly TYPE = 'venture.checkin_asked';
  readonly type = CheckinAsked.TYPE;
  readonly streamType = VENTURE;
}

export class CheckinReminded extends DomainEvent<{
  checkinId: string;
  eventId: string;
  offsetDays: number;
  recipients: number;
}> {
  static readonly TYPE = 'venture.checkin_reminded';
  readonly type = CheckinReminded.TYPE;
  readonly streamType = VENTURE;
}

/**
 * A member answered; its figures were recorded as the listed self-reported milestones. Answered
 * 'stopped', the venture's later check-ins still open were cancelled (`cancelledCheckinIds`; absent
 * from answers recorded before they were).
 */
export class CheckinAnswered extends DomainEvent<{
  checkinId: string;
  eventId: string;
  whatHappened: string;
  continuing: ContinuingAnswer;
  milestoneIds: string[];
  cancelledCheckinIds?: string[];
}> {
  static readonly TYPE = 'venture.checkin_answered';
  readonly type = CheckinAnswered.TYPE;
  readonly streamType = VENTURE;
}

declare module '../audit/domain-event.js' {
  interface EventPayloads {
    [CheckinsScheduled.TYPE]: CheckinsScheduled['payload'];
    [CheckinsMoved.TYPE]: CheckinsMoved['payload'];
    [CheckinAsked.TYPE]: CheckinAsked['payload'];
    [CheckinReminded.TYPE]: CheckinReminded['payload'];
    [CheckinAnswered.TYPE]: CheckinAnswered['payload'];
  }
}

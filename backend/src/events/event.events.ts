import { DomainEvent } from '../audit/domain-event.js';
import type { EventStatus } from './event-rules.js';

const EVENT = 'event';

export class EventCreated extends DomainEvent<{
  title: string;
  status: EventStatus;
  startDate: string;
  endDate: string;
  submissionDeadline: string;
  tracks: string[];
  criteria: { label: string; weight: number }[];
  /** Absent from events created before the setting existed (they have the defaults). */
  checkinOffsetDays?: number[];
}> {
  static readonly TYPE = 'event.created';
  readonly type = EventCreated.TYPE;
  readonly streamType = EVENT;
}

/** An edit from the staff edit page: only the fields that changed, each with its old and new value. */
export class EventUpdated extends DomainEvent<{ changes: Record<string, { from: unknown; to: unknown }> }> {
  static readonly TYPE = 'event.updated';
  readonly type = EventUpdated.TYPE;
  readonly streamType = EVENT;
}

export class EventStatusChanged extends DomainEvent<{ from: EventStatus; to: EventStatus }> {
  static readonly TYPE = 'event.status_changed';
  readonly type = EventStatusChanged.TYPE;
  readonly streamType = EVENT;
}

export class EventDeleted extends DomainEvent<{
  title: string;
  removed: Record<string, number>;
  /** Its status when deleted (whether the public saw it); absent from events deleted before it was kept. */
  status?: EventStatus;
}> {
  static readonly TYPE = 'event.deleted';
  readonly type = EventDeleted.TYPE;
  readonly streamType = EVENT;
}

export class CriterionAdded extends DomainEvent<{
  criterionId: string;
  label: string;
  weight: number;
  description?: string | null;
}> {
  static readonly TYPE = 'event.criterion_added';
  readonly type = CriterionAdded.TYPE;
  readonly streamType = EVENT;
}

export class CriterionEdited extends DomainEvent<{
  criterionId: string;
  label: string;
  weight: number;
  description?: string | null;
}> {
  static readonly TYPE = 'event.criterion_edited';
  readonly type = CriterionEdited.TYPE;
  readonly streamType = EVENT;
}

export class JudgeAdded extends DomainEvent<{ userId: string; via: 'wizard' | 'judging_tab' | 'invitation' }> {
  static readonly TYPE = 'event.judge_added';
  readonly type = JudgeAdded.TYPE;
  readonly streamType = EVENT;
}

export class JudgeInvited extends DomainEvent<{ email: string }> {
  static readonly TYPE = 'event.judge_invited';
  readonly type = JudgeInvited.TYPE;
  readonly streamType = EVENT;
}

/** Staff on the Judging tab, or a role change that took the judge role away. */
export type JudgeRemovalVia = 'judging_tab' | 'role_change';

export class JudgeRemoved extends DomainEvent<{
  userId: string;
  /** Absent from removals recorded before it was kept (all from the Judging tab). */
  via?: JudgeRemovalVia;
}> {
  static readonly TYPE = 'event.judge_removed';
  readonly type = JudgeRemoved.TYPE;
  readonly streamType = EVENT;
}

declare module '../audit/domain-event.js' {
  interface EventPayloads {
    [EventCreated.TYPE]: EventCreated['payload'];
    [EventUpdated.TYPE]: EventUpdated['payload'];
    [EventStatusChanged.TYPE]: EventStatusChanged['payload'];
    [EventDeleted.TYPE]: EventDeleted['payload'];
    [CriterionAdded.TYPE]: CriterionAdded['payload'];
    [CriterionEdited.TYPE]: CriterionEdited['payload'];
    [JudgeAdded.TYPE]: JudgeAdded['payload'];
    [JudgeInvited.TYPE]: JudgeInvited['payload'];
    [JudgeRemoved.TYPE]: JudgeRemoved['payload'];
  }
}

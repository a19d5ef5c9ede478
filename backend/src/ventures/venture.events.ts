import { DomainEvent } from '../audit/domain-event.js';
import type { AnyMilestoneFigures, MilestoneType } from './venture-rules.js';

/**
 * Every change of a venture is recorded on its stream ('venture', id = the venture's id). The
 * venture's row lock orders the commands of one venture, so they append without a version check.
 */
const VENTURE = 'venture';

/** A milestone as recorded in the audit trail. */
export interface MilestoneRecord {
  type: MilestoneType;
  occurredOn: string;
  figures: AnyMilestoneFigures;
  link: string | null;
  description: string | null;
}

/** An evidence file on a milestone (issue 31): the uploaded file's id and what the page lists of it. */
export interface MilestoneEvidence {
  fileId: string;
  name: string;
  contentType: string;
  sizeBytes: number;
}

export class VentureCreated extends DomainEvent<{
  name: string;
  foundedEventId: string;
  /** The entry that started it ('New venture' on submit). */
  submissionId: string;
  projectId: string;
}> {
  static readonly TYPE = 'venture.created';
  readonly type = VentureCreated.TYPE;
  readonly streamType = VENTURE;
}

/** An entry joined an existing venture on submit ('Continues venture …'). */
export class VentureEntryLinked extends DomainEvent<{ submissionId: string; projectId: string; eventId: string }> {
  static readonly TYPE = 'venture.entry_linked';
  readonly type = VentureEntryLinked.TYPE;
  readonly streamType = VENTURE;
}

export class VentureUpdated extends DomainEvent<{
  changes: { name?: string; pitch?: string | null; isPublic?: boolean };
}> {
  static readonly TYPE = 'venture.updated';
  readonly type = VentureUpdated.TYPE;
  readonly streamType = VENTURE;
}

/**
 * An entry moved to this venture: by its project's owner before judging opened (`reason` null), or
 * by staff, with a reason.
 */
export class VentureEntryMoved extends DomainEvent<{
  submissionId: string;
  projectId: string;
  eventId: string;
  fromVentureId: string;
  byStaff: boolean;
  reason: string | null;
}> {
  static readonly TYPE = 'venture.entry_moved';
  readonly type = VentureEntryMoved.TYPE;
  readonly streamType = VENTURE;
}

/** Staff merged `fromVentureId` into this venture: its entries, milestones and check-ins are now this one's. */
export class VenturesMerged extends DomainEvent<{
  fromVentureId: string;
  reason: string;
  submissionIds: string[];
  milestoneIds: string[];
  checkinIds: string[];
}> {
  static readonly TYPE = 'venture.merged';
  readonly type = VenturesMerged.TYPE;
  readonly streamType = VENTURE;
}

export class MilestoneAdded extends DomainEvent<{ milestoneId: string; checkinId: string | null } & MilestoneRecord> {
  static readonly TYPE = 'venture.milestone_added';
  readonly type = MilestoneAdded.TYPE;
  readonly streamType = VENTURE;
}

export class MilestoneEdited extends DomainEvent<{
  milestoneId: string;
  before: MilestoneRecord;
  after: MilestoneRecord;
}> {
  static readonly TYPE = 'venture.milestone_edited';
  readonly type = MilestoneEdited.TYPE;
  readonly streamType = VENTURE;
}

export class MilestoneRemoved extends DomainEvent<{
  milestoneId: string;
  milestone: MilestoneRecord;
  wasVerified: boolean;
}> {
  static readonly TYPE = 'venture.milestone_removed';
  readonly type = MilestoneRemoved.TYPE;
  readonly streamType = VENTURE;
}

/** A member attached an uploaded evidence file to a milestone (issue 31). */
export class MilestoneEvidenceAttached extends DomainEvent<{ milestoneId: string } & MilestoneEvidence> {
  static readonly TYPE = 'venture.milestone_evidence_attached';
  readonly type = MilestoneEvidenceAttached.TYPE;
  readonly streamType = VENTURE;
}

/** A member removed an evidence file from a milestone; the file is deleted after commit. */
export class MilestoneEvidenceRemoved extends DomainEvent<{ milestoneId: string } & MilestoneEvidence> {
  static readonly TYPE = 'venture.milestone_evidence_removed';
  readonly type = MilestoneEvidenceRemoved.TYPE;
  readonly streamType = VENTURE;
}

export class MilestoneVerified extends DomainEvent<{ milestoneId: string; note: string }> {
  static readonly TYPE = 'venture.milestone_verified';
  readonly type = MilestoneVerified.TYPE;
  readonly streamType = VENTURE;
}

export class MilestoneUnverified extends DomainEvent<{ milestoneId: string; note: string }> {
  static readonly TYPE = 'venture.milestone_unverified';
  readonly type = MilestoneUnverified.TYPE;
  readonly streamType = VENTURE;
}

export class VentureMemberRemoved extends DomainEvent<{ userId: string; reason: string | null }> {
  static readonly TYPE = 'venture.member_removed';
  readonly type = VentureMemberRemoved.TYPE;
  readonly streamType = VENTURE;
}

declare module '../audit/domain-event.js' {
  interface EventPayloads {
    [VentureCreated.TYPE]: VentureCreated['payload'];
    [VentureEntryLinked.TYPE]: VentureEntryLinked['payload'];
    [VentureUpdated.TYPE]: VentureUpdated['payload'];
    [VentureEntryMoved.TYPE]: VentureEntryMoved['payload'];
    [VenturesMerged.TYPE]: VenturesMerged['payload'];
    [MilestoneAdded.TYPE]: MilestoneAdded['payload'];
    [MilestoneEdited.TYPE]: MilestoneEdited['payload'];
    [MilestoneRemoved.TYPE]: MilestoneRemoved['payload'];
    [MilestoneEvidenceAttached.TYPE]: MilestoneEvidenceAttached['payload'];
    [MilestoneEvidenceRemoved.TYPE]: MilestoneEvidenceRemoved['payload'];
    [MilestoneVerified.TYPE]: MilestoneVerified['payload'];
    [MilestoneUnverified.TYPE]: MilestoneUnverified['payload'];
    [VentureMemberRemoved.TYPE]: VentureMemberRemoved['payload'];
  }
}

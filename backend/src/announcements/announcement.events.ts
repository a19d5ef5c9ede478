import { DomainEvent } from '../audit/domain-event.js';
import type { AnnouncementApplicantStatus, AnnouncementSegment } from './announcement-rules.js';

/** Each announcement is its own stream, keyed by its id; the event it belongs to is in every payload. */
const ANNOUNCEMENT = 'announcement';

/** Staff scheduled an announcement ('Send now' schedules it for now). */
export class AnnouncementScheduled extends DomainEvent<{
  eventId: string;
  subject: string;
  segment: AnnouncementSegment;
  applicationStatus: AnnouncementApplicantStatus | null;
  dueAt: string;
}> {
  static readonly TYPE = 'announcement.scheduled';
  readonly type = AnnouncementScheduled.TYPE;
  readonly streamType = ANNOUNCEMENT;
}

/** The scheduler wrote the last of its emails into the outbox. */
export class AnnouncementSent extends DomainEvent<{ eventId: string; recipients: number }> {
  static readonly TYPE = 'announcement.sent';
  readonly type = AnnouncementSent.TYPE;
  readonly streamType = ANNOUNCEMENT;
}

/** Staff cancelled it before it was due. */
export class AnnouncementCancelled extends DomainEvent<{ eventId: string }> {
  static readonly TYPE = 'announcement.cancelled';
  readonly type = AnnouncementCancelled.TYPE;
  readonly streamType = ANNOUNCEMENT;
}

declare module '../audit/domain-event.js' {
  interface EventPayloads {
    [AnnouncementScheduled.TYPE]: AnnouncementScheduled['payload'];
    [AnnouncementSent.TYPE]: AnnouncementSent['payload'];
    [AnnouncementCancelled.TYPE]: AnnouncementCancelled['payload'];
  }
}

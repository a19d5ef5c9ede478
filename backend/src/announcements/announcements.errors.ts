import { AppError } from '../common/errors/app-error.js';

export type AnnouncementsErrorCode =
  'ANNOUNCEMENT_NOT_FOUND' | 'ANNOUNCEMENT_NOT_SCHEDULED' | 'ANNOUNCEMENT_INVALID' | 'ANNOUNCEMENTS_NOT_PARTICIPANT';

/** No such announcement in this event. */
export class AnnouncementNotFound extends AppError {
  constructor() {
    super('ANNOUNCEMENT_NOT_FOUND' satisfies AnnouncementsErrorCode, 404, 'Announcement not found.');
  }
}

/** Cancelled only while scheduled: once its emails are being written it goes out. */
export class AnnouncementNotScheduled extends AppError {
  constructor() {
    super(
      'ANNOUNCEMENT_NOT_SCHEDULED' satisfies AnnouncementsErrorCode,
      409,
      'This announcement is no longer scheduled: it was sent or cancelled.',
    );
  }
}

/** A field the DTO cannot judge alone (a time in the past, a status the segment needs). */
export class AnnouncementInvalid extends AppError {
  constructor(field: string, reason: string) {
    super('ANNOUNCEMENT_INVALID' satisfies AnnouncementsErrorCode, 400, reason, [{ field, reason }]);
  }
}

/** The event's announcements are for its approved participants and its staff. */
export class NotAnnouncementReader extends AppError {
  constructor() {
    super(
      'ANNOUNCEMENTS_NOT_PARTICIPANT' satisfies AnnouncementsErrorCode,
      403,
      'Only approved participants of this event read its announcements.',
    );
  }
}

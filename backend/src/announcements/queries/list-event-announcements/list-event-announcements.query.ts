import { Query } from '@nestjs/cqrs';
import type { AuthUser } from '../../../common/auth/roles.js';
import type { EventAnnouncementDto } from './event-announcement.response.dto.js';

/**
 * The event dashboard's announcements, newest first: for an approved participant the ones sent to
 * them, for staff every sent one; anyone else is refused (403).
 */
export class ListEventAnnouncementsQuery extends Query<EventAnnouncementDto[]> {
  constructor(
    readonly user: AuthUser,
    readonly eventId: string,
  ) {
    super();
  }
}

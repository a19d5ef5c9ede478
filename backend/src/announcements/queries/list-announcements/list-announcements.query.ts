import { Query } from '@nestjs/cqrs';
import type { AnnouncementDto } from './announcement.response.dto.js';

/** Staff: the event's announcements, latest due first, with their delivery figures. */
export class ListAnnouncementsQuery extends Query<AnnouncementDto[]> {
  constructor(readonly eventId: string) {
    super();
  }
}

import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ApplicationRecords } from '../../../applications/application-records.js';
import { RECORD_READERS } from '../../../common/auth/record-readers.js';
import { isoTimestamp } from '../../../common/timestamps.js';
import { EventCatalog } from '../../../events/event-catalog.js';
import { EventNotFound } from '../../../events/events.errors.js';
import { AnnouncementRepository } from '../../announcement.repository.js';
import { NotAnnouncementReader } from '../../announcements.errors.js';
import type { EventAnnouncementDto } from './event-announcement.response.dto.js';
import { ListEventAnnouncementsQuery } from './list-event-announcements.query.js';

@QueryHandler(ListEventAnnouncementsQuery)
export class ListEventAnnouncementsHandler implements IQueryHandler<ListEventAnnouncementsQuery> {
  constructor(
    private readonly events: EventCatalog,
    private readonly applications: ApplicationRecords,
    private readonly announcements: AnnouncementRepository,
  ) {}

  async execute({ user, eventId }: ListEventAnnouncementsQuery): Promise<EventAnnouncementDto[]> {
    if (!(await this.events.findById(eventId))) throw new EventNotFound();
    const staff = RECORD_READERS.event.includes(user.role);
    if (!staff && !(await this.applications.isApproved(eventId, user.id))) throw new NotAnnouncementReader();
    const rows = await this.announcements.sentOfEvent(eventId, staff ? undefined : user.id);
    return rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      bodyMd: row.body_md,
      sentAt: isoTimestamp(row.sent_at ?? new Date(0)),
    }));
  }
}

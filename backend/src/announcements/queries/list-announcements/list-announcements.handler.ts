import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { isoTimestamp } from '../../../common/timestamps.js';
import { EmailPreferences } from '../../../email-preferences/email-preferences.js';
import { EventCatalog } from '../../../events/event-catalog.js';
import { EventNotFound } from '../../../events/events.errors.js';
import { EmailDeliveryFigures } from '../../../notifications/email-delivery-figures.js';
import { ANNOUNCEMENT_TEMPLATE } from '../../announcement-email.js';
import { AnnouncementRepository } from '../../announcement.repository.js';
import type { AnnouncementDto } from './announcement.response.dto.js';
import { ListAnnouncementsQuery } from './list-announcements.query.js';

@QueryHandler(ListAnnouncementsQuery)
export class ListAnnouncementsHandler implements IQueryHandler<ListAnnouncementsQuery> {
  constructor(
    private readonly events: EventCatalog,
    private readonly announcements: AnnouncementRepository,
    private readonly deliveries: EmailDeliveryFigures,
    private readonly preferences: EmailPreferences,
  ) {}

  async execute({ eventId }: ListAnnouncementsQuery): Promise<AnnouncementDto[]> {
    if (!(await this.events.findById(eventId))) throw new EventNotFound();
    const rows = await this.announcements.ofEvent(eventId);
    const figures = await this.deliveries.byContext(
      ANNOUNCEMENT_TEMPLATE,
      'announcementId',
      rows.map((row) => row.id),
    );
    const unsubscribed = new Map<string, number>();
    for (const row of rows) {
      if (row.state === 'scheduled' || row.state === 'cancelled') continue;
      // Opted-out people are never sent one: whoever is opted out now turned it off since.
      const recipients = await this.announcements.recipientIds(row.id);
      unsubscribed.set(row.id, (await this.preferences.optedOut([...recipients], 'announcements')).size);
    }
    return rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      bodyMd: row.body_md,
      segment: row.segment,
      applicationStatus: row.application_status,
      state: row.state,
      dueAt: isoTimestamp(row.due_at),
      sentAt: row.sent_at === null ? null : isoTimestamp(row.sent_at),
      cancelledAt: row.cancelled_at === null ? null : isoTimestamp(row.cancelled_at),
      recipientCount: row.recipient_count,
      delivery: {
        ...(figures.get(row.id) ?? { queued: 0, sent: 0, failed: 0 }),
        unsubscribed: unsubscribed.get(row.id) ?? 0,
      },
    }));
  }
}

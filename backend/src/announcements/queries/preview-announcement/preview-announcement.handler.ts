import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { EventCatalog } from '../../../events/event-catalog.js';
import { EventNotFound } from '../../../events/events.errors.js';
import { AnnouncementAudience } from '../../announcement-audience.js';
import { announcementText } from '../../announcement-email.js';
import { PreviewAnnouncementQuery } from './preview-announcement.query.js';
import type { AnnouncementPreviewDto } from './preview-announcement.request.dto.js';

@QueryHandler(PreviewAnnouncementQuery)
export class PreviewAnnouncementHandler implements IQueryHandler<PreviewAnnouncementQuery> {
  constructor(
    private readonly events: EventCatalog,
    private readonly audience: AnnouncementAudience,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ eventId, choice, subject, bodyMd }: PreviewAnnouncementQuery): Promise<AnnouncementPreviewDto> {
    const event = await this.events.findById(eventId);
    if (!event) throw new EventNotFound();
    const recipients = await this.audience.of(eventId, choice);
    const text = announcementText(
      { announcementId: '', eventId, eventTitle: event.title, subject, bodyMd },
      this.config.appUrl,
    );
    return { recipientCount: recipients.length, subject, text };
  }
}

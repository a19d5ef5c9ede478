import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventCatalog } from '../../../events/event-catalog.js';
import { EventNotFound } from '../../../events/events.errors.js';
import type { ReviewSettingsDto } from '../../review-setup.dto.js';
import { ReviewSetup } from '../../review-setup.js';
import { GetReviewSettingsQuery } from './get-review-settings.query.js';

/** The Review tab's settings form: the event's own, or the defaults (version 0). */
@QueryHandler(GetReviewSettingsQuery)
export class GetReviewSettingsHandler implements IQueryHandler<GetReviewSettingsQuery> {
  constructor(
    private readonly events: EventCatalog,
    private readonly setup: ReviewSetup,
  ) {}

  async execute({ eventId }: GetReviewSettingsQuery): Promise<ReviewSettingsDto> {
    if (!(await this.events.findById(eventId))) throw new EventNotFound();
    return this.setup.settingsOf(eventId);
  }
}

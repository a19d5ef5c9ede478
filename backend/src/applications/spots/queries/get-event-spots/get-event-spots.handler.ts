import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../common/clock.js';
import { EventCatalog } from '../../../../events/event-catalog.js';
import { EventNotFound } from '../../../../events/events.errors.js';
import { EventSpotSettings } from '../../spot-settings.js';
import { SpotRepository } from '../../spot.repository.js';
import type { EventSpotsDto } from './event-spots.response.dto.js';
import { GetEventSpotsQuery } from './get-event-spots.query.js';

@QueryHandler(GetEventSpotsQuery)
export class GetEventSpotsHandler implements IQueryHandler<GetEventSpotsQuery> {
  constructor(
    private readonly spots: SpotRepository,
    private readonly events: EventCatalog,
    private readonly reviewSetup: EventSpotSettings,
    private readonly clock: Clock,
  ) {}

  async execute({ eventId }: GetEventSpotsQuery): Promise<EventSpotsDto> {
    const event = await this.events.findById(eventId);
    if (!event) throw new EventNotFound();
    const [settings, counts] = await Promise.all([this.reviewSetup.settingsOf(eventId), this.spots.countsFor(eventId)]);
    return {
      eventId,
      capacity: settings.capacity,
      confirmDays: settings.confirmDays,
      ...counts,
      free: settings.capacity === null ? null : Math.max(0, settings.capacity - counts.approved),
      started: this.clock.now().getTime() >= new Date(event.start_date).getTime(),
    };
  }
}

import { Query } from '@nestjs/cqrs';
import type { EventAnalyticsDto } from './event-analytics.response.dto.js';

/** Every chart of the Analytics tab for one event, or for all events when `eventId` is undefined. */
export class GetEventAnalyticsQuery extends Query<EventAnalyticsDto> {
  constructor(readonly eventId: string | undefined) {
    super();
  }
}

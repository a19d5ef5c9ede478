import { Query } from '@nestjs/cqrs';
import type { EventSpotsDto } from './event-spots.response.dto.js';

export class GetEventSpotsQuery extends Query<EventSpotsDto> {
  constructor(readonly eventId: string) {
    super();
  }
}

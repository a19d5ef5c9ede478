import { Query } from '@nestjs/cqrs';
import type { EventDto } from '../../event.dto.js';

/** One event; drafts are visible to staff only. */
export class GetEventQuery extends Query<EventDto> {
  constructor(
    readonly eventId: string,
    readonly includeDrafts: boolean,
  ) {
    super();
  }
}

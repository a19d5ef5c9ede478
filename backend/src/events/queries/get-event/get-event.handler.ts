import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type EventDto, toEventDto } from '../../event.dto.js';
import { EventRepository } from '../../event.repository.js';
import { isPublicStatus } from '../../event-rules.js';
import { EventNotFound } from '../../events.errors.js';
import { GetEventQuery } from './get-event.query.js';

@QueryHandler(GetEventQuery)
export class GetEventHandler implements IQueryHandler<GetEventQuery> {
  constructor(private readonly events: EventRepository) {}

  async execute({ eventId, includeDrafts }: GetEventQuery): Promise<EventDto> {
    const row = await this.events.findShown(eventId);
    if (!row || (!isPublicStatus(row.status) && !includeDrafts)) throw new EventNotFound();
    return toEventDto(row);
  }
}

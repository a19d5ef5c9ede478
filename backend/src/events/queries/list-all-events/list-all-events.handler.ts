import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type EventDto, toEventDto } from '../../event.dto.js';
import { EventRepository } from '../../event.repository.js';
import { ListAllEventsQuery } from './list-all-events.query.js';

@QueryHandler(ListAllEventsQuery)
export class ListAllEventsHandler implements IQueryHandler<ListAllEventsQuery> {
  constructor(private readonly events: EventRepository) {}

  async execute(): Promise<EventDto[]> {
    return (await this.events.listAll()).map(toEventDto);
  }
}

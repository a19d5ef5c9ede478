import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { EventDto } from '../../event.dto.js';
import { ListPublicEventsQuery } from './list-public-events.query.js';
import { PublicEventsCache } from './public-events.cache.js';

@QueryHandler(ListPublicEventsQuery)
export class ListPublicEventsHandler implements IQueryHandler<ListPublicEventsQuery> {
  constructor(private readonly cache: PublicEventsCache) {}

  execute(): Promise<readonly EventDto[]> {
    return this.cache.list();
  }
}

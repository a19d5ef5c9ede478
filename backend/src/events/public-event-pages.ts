import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { PublicPageData } from '../common/http/public-page-data.js';
import type { EventDto } from './event.dto.js';
import { EventNotFound } from './events.errors.js';
import { GetEventQuery } from './queries/get-event/get-event.query.js';
import { ListPublicEventsQuery } from './queries/list-public-events/list-public-events.query.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The events the server-rendered public pages show: what a signed-out visitor may see, no more. */
@Injectable()
export class PublicEventPages extends PublicPageData {
  constructor(private readonly queries: QueryBus) {
    super();
  }

  publicEvents(): Promise<readonly EventDto[]> {
    return this.queries.execute(new ListPublicEventsQuery());
  }

  async publicEvent(eventId: string): Promise<EventDto | null> {
    // The API answers 400 for a malformed id; a page answers 'not found' like for any id it does not know.
    if (!UUID.test(eventId)) return null;
    try {
      // Pages are the same for everyone (and cached as such): drafts stay hidden even from staff here.
      return await this.queries.execute(new GetEventQuery(eventId, false));
    } catch (error) {
      if (error instanceof EventNotFound) return null;
      throw error;
    }
  }
}

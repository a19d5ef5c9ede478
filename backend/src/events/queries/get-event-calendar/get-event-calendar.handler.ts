import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { sprintCalendar } from '../../calendar/sprint-calendar.js';
import type { EventDto } from '../../event.dto.js';
import { GetEventQuery } from '../get-event/get-event.query.js';
import { GetEventCalendarQuery } from './get-event-calendar.query.js';

@QueryHandler(GetEventCalendarQuery)
export class GetEventCalendarHandler implements IQueryHandler<GetEventCalendarQuery> {
  constructor(
    private readonly queries: QueryBus,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ eventId, includeDrafts }: GetEventCalendarQuery): Promise<string> {
    // The event page's own query: a draft is 'Event Not Found' here exactly when it is there.
    const event: EventDto = await this.queries.execute(new GetEventQuery(eventId, includeDrafts));
    return sprintCalendar(event, { appUrl: this.config.appUrl, now: this.clock.now() });
  }
}

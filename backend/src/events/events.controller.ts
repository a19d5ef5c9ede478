import { Controller, Get, Header, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public } from '../common/auth/access.decorators.js';
import { RECORD_READERS } from '../common/auth/record-readers.js';
import type { AuthUser } from '../common/auth/roles.js';
import { ErrorBody } from '../common/errors/error-body.js';
import { SPRINT_CALENDAR_CONTENT_TYPE, SPRINT_CALENDAR_FILENAME } from './calendar/sprint-calendar.js';
import { EventDto } from './event.dto.js';
import { GetEventQuery } from './queries/get-event/get-event.query.js';
import { GetEventCalendarQuery } from './queries/get-event-calendar/get-event-calendar.query.js';
import { ListPublicEventsQuery } from './queries/list-public-events/list-public-events.query.js';

@ApiTags('events')
@Controller('events')
export class EventsController {
  constructor(private readonly queries: QueryBus) {}

  /** Active and upcoming events, soonest first. */
  @Get()
  @Public()
  @ApiOkResponse({ type: [EventDto] })
  list(): Promise<readonly EventDto[]> {
    return this.queries.execute(new ListPublicEventsQuery());
  }

  /** One event; a draft is 'Event Not Found' except for admins and organizers. */
  @Get(':eventId')
  @Public()
  @ApiOkResponse({ type: EventDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  get(
    @Param('eventId', new ParseUUIDPipe()) eventId: string,
    @CurrentUser() user: AuthUser | undefined,
  ): Promise<EventDto> {
    return this.queries.execute(new GetEventQuery(eventId, seesDrafts(user)));
  }

  /** 'Add to calendar': the event as an iCalendar file, for whoever may see its page. */
  @Get(':eventId/calendar.ics')
  @Public()
  @ApiProduces('text/calendar')
  @ApiOkResponse({ schema: { type: 'string' } })
  @ApiNotFoundResponse({ type: ErrorBody })
  @Header('content-type', SPRINT_CALENDAR_CONTENT_TYPE)
  @Header('content-disposition', `attachment; filename="${SPRINT_CALENDAR_FILENAME}"`)
  calendar(
    @Param('eventId', new ParseUUIDPipe()) eventId: string,
    @CurrentUser() user: AuthUser | undefined,
  ): Promise<string> {
    return this.queries.execute(new GetEventCalendarQuery(eventId, seesDrafts(user)));
  }
}

/** Staff see drafts; anyone else sees an event once it is public. */
function seesDrafts(user: AuthUser | undefined): boolean {
  return user !== undefined && RECORD_READERS.event.includes(user.role);
}

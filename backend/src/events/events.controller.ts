import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public } from '../common/auth/access.decorators.js';
import { RECORD_READERS } from '../common/auth/record-readers.js';
import type { AuthUser } from '../common/auth/roles.js';
import { ErrorBody } from '../common/errors/error-body.js';
import { EventDto } from './event.dto.js';
import { GetEventQuery } from './queries/get-event/get-event.query.js';
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
    return this.queries.execute(
      new GetEventQuery(eventId, user !== undefined && RECORD_READERS.event.includes(user.role)),
    );
  }
}

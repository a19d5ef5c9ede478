import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, SignedIn } from '../common/auth/access.decorators.js';
import type { AuthUser } from '../common/auth/roles.js';
import { ErrorBody } from '../common/errors/error-body.js';
import { EventAnnouncementDto } from './queries/list-event-announcements/event-announcement.response.dto.js';
import { ListEventAnnouncementsQuery } from './queries/list-event-announcements/list-event-announcements.query.js';

/** The event dashboard's announcements, for the event's approved participants and its staff. */
@ApiTags('announcements')
@Controller('events/:eventId/announcements')
@SignedIn()
export class AnnouncementsController {
  constructor(private readonly queries: QueryBus) {}

  /** Sent announcements, newest first: a participant's own, every one for staff. */
  @Get()
  @ApiOkResponse({ type: [EventAnnouncementDto] })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Not an approved participant of the event' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Event Not Found' })
  list(
    @CurrentUser() user: AuthUser,
    @Param('eventId', new ParseUUIDPipe()) eventId: string,
  ): Promise<EventAnnouncementDto[]> {
    return this.queries.execute(new ListEventAnnouncementsQuery(user, eventId));
  }
}

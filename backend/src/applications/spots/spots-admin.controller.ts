import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../common/auth/access.decorators.js';
import { RECORD_READERS } from '../../common/auth/record-readers.js';
import type { AuthUser } from '../../common/auth/roles.js';
import { ErrorBody } from '../../common/errors/error-body.js';
import { OfferWaitlistSpotsCommand } from './commands/offer-waitlist-spots/offer-waitlist-spots.command.js';
import { OfferWaitlistSpotsDto } from './commands/offer-waitlist-spots/offer-waitlist-spots.request.dto.js';
import { OfferedSpotsDto } from './commands/offer-waitlist-spots/offer-waitlist-spots.response.dto.js';
import { EventSpotsDto } from './queries/get-event-spots/event-spots.response.dto.js';
import { GetEventSpotsQuery } from './queries/get-event-spots/get-event-spots.query.js';
import { uuidParam } from './uuid-param.js';

/** An event's spots and its waitlist: application decisions, so the admins' (like the Applications tab). */
@ApiTags('admin: applications')
@Controller('admin/events/:eventId/spots')
@Roles(...RECORD_READERS.application)
export class SpotsAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOkResponse({ type: EventSpotsDto })
  spots(@Param('eventId', uuidParam('eventId')) eventId: string): Promise<EventSpotsDto> {
    return this.queries.execute(new GetEventSpotsQuery(eventId));
  }

  /** 'Offer to next on waitlist': approves the best `count` waitlisted applications, each with its offer email. */
  @Post('offer')
  @HttpCode(200)
  @ApiOkResponse({ type: OfferedSpotsDto })
  @ApiConflictResponse({
    type: ErrorBody,
    description: 'Nobody waitlisted, not enough free spots, or the sprint has started',
  })
  async offer(
    @CurrentUser() user: AuthUser,
    @Param('eventId', uuidParam('eventId')) eventId: string,
    @Body() body: OfferWaitlistSpotsDto,
  ): Promise<OfferedSpotsDto> {
    return { offered: await this.commands.execute(new OfferWaitlistSpotsCommand(user.id, eventId, body.count)) };
  }
}

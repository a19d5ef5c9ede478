import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/auth/access.decorators.js';
import { ErrorBody } from '../common/errors/error-body.js';
import { EventAnalyticsDto } from './queries/get-event-analytics/event-analytics.response.dto.js';
import { GetEventAnalyticsQuery } from './queries/get-event-analytics/get-event-analytics.query.js';
import { EventAnalyticsQueryDto } from './queries/get-event-analytics/get-event-analytics.request.dto.js';

/** The admin dashboard's Analytics tab (issue 17): every chart's numbers for one event or all events. */
@ApiTags('admin: analytics')
@Controller('admin/analytics')
@Roles('admin', 'organizer')
export class AnalyticsAdminController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOkResponse({ type: EventAnalyticsDto })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Event Not Found' })
  get(@Query() query: EventAnalyticsQueryDto): Promise<EventAnalyticsDto> {
    return this.queries.execute(new GetEventAnalyticsQuery(query.eventId));
  }
}

import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../common/auth/access.decorators.js';
import type { AuthUser } from '../common/auth/roles.js';
import { ErrorBody } from '../common/errors/error-body.js';
import {
  ApplicationDetailDto,
  ApplicationPageDto,
  ApplicationVersionDto,
  ChangeApplicationStatusDto,
  ListApplicationsQueryDto,
} from './applications.dto.js';
import { ChangeApplicationStatusCommand, ResendDecisionEmailCommand } from './commands/review-application.commands.js';
import { GetApplicationDetailQuery, ListApplicationsQuery } from './queries/application-queries.js';

/** Application review is for admins (spec section 6). */
@ApiTags('admin: applications')
@Controller('admin/applications')
@Roles('admin')
export class ApplicationsAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOkResponse({ type: ApplicationPageDto })
  list(@Query() query: ListApplicationsQueryDto): Promise<ApplicationPageDto> {
    return this.queries.execute(
      new ListApplicationsQuery(
        { eventId: query.eventId, status: query.status },
        query.sort ?? 'applied_desc',
        query.page ?? 1,
        query.pageSize ?? 50,
      ),
    );
  }

  @Get(':applicationId')
  @ApiOkResponse({ type: ApplicationDetailDto })
  detail(@Param('applicationId', new ParseUUIDPipe()) applicationId: string): Promise<ApplicationDetailDto> {
    return this.queries.execute(new GetApplicationDetailQuery(applicationId));
  }

  @Put(':applicationId/status')
  @ApiOkResponse({ type: ApplicationVersionDto })
  @ApiConflictResponse({ type: ErrorBody, description: 'Changed by someone else meanwhile: reload' })
  async changeStatus(
    @CurrentUser() user: AuthUser,
    @Param('applicationId', new ParseUUIDPipe()) applicationId: string,
    @Body() body: ChangeApplicationStatusDto,
  ): Promise<ApplicationVersionDto> {
    return {
      version: await this.commands.execute(
        new ChangeApplicationStatusCommand(user.id, applicationId, body.status, body.version),
      ),
    };
  }

  /** Sends the decision email again ('Cannot resend email for pending applications'). */
  @Post(':applicationId/resend')
  @HttpCode(204)
  async resend(
    @CurrentUser() user: AuthUser,
    @Param('applicationId', new ParseUUIDPipe()) applicationId: string,
  ): Promise<void> {
    await this.commands.execute(new ResendDecisionEmailCommand(user.id, applicationId));
  }
}

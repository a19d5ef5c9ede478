import { Body, Controller, Get, Header, HttpCode, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../common/auth/access.decorators.js';
import { RECORD_READERS } from '../common/auth/record-readers.js';
import type { AuthUser } from '../common/auth/roles.js';
import { ErrorBody } from '../common/errors/error-body.js';
import { ChangeApplicationStatusCommand } from './commands/change-application-status/change-application-status.command.js';
import { ChangeApplicationStatusDto } from './commands/change-application-status/change-application-status.request.dto.js';
import { ApplicationVersionDto } from './commands/change-application-status/change-application-status.response.dto.js';
import { ResendDecisionEmailCommand } from './commands/resend-decision-email/resend-decision-email.command.js';
import { ExportApplicationsQuery } from './queries/export-applications/export-applications.query.js';
import { GetApplicationDetailQuery } from './queries/get-application-detail/get-application-detail.query.js';
import { ApplicationDetailDto } from './queries/get-application-detail/get-application-detail.response.dto.js';
import { ListApplicationsQuery } from './queries/list-applications/list-applications.query.js';
import { ListApplicationsQueryDto } from './queries/list-applications/list-applications.request.dto.js';
import { ApplicationPageDto } from './queries/list-applications/list-applications.response.dto.js';

/** Application review is for admins (spec section 6). */
@ApiTags('admin: applications')
@Controller('admin/applications')
@Roles(...RECORD_READERS.application)
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
        { eventId: query.eventId, status: query.status, role: query.role, search: query.search ?? undefined },
        query.sort ?? 'applied_desc',
        query.page ?? 1,
        query.pageSize ?? 50,
      ),
    );
  }

  /** 'Export CSV': the table's rows (filters and sort, paging ignored) with each custom question's answer. */
  @Get('export.csv')
  @ApiProduces('text/csv')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="sprintboard-applications.csv"')
  export(@Query() query: ListApplicationsQueryDto): Promise<string> {
    return this.queries.execute(
      new ExportApplicationsQuery(
        { eventId: query.eventId, status: query.status, role: query.role, search: query.search ?? undefined },
        query.sort ?? 'applied_desc',
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

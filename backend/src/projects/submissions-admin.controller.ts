import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../common/auth/access.decorators.js';
import { RECORD_READERS } from '../common/auth/record-readers.js';
import type { AuthUser } from '../common/auth/roles.js';
import { ErrorBody } from '../common/errors/error-body.js';
import { AddWinnerCommand } from './commands/add-winner/add-winner.command.js';
import { AddWinnerDto } from './commands/add-winner/add-winner.request.dto.js';
import { CreatedWinnerDto } from './commands/add-winner/add-winner.response.dto.js';
import { RemoveWinnerCommand } from './commands/remove-winner/remove-winner.command.js';
import { GetProjectStatsQuery } from './queries/get-project-stats/get-project-stats.query.js';
import { ProjectStatsDto } from './queries/get-project-stats/get-project-stats.response.dto.js';
import { GetSubmissionQuery } from './queries/get-submission/get-submission.query.js';
import { AdminSubmissionDetailDto } from './queries/get-submission/get-submission.response.dto.js';
import { ListEventWinnersQuery } from './queries/list-event-winners/list-event-winners.query.js';
import { WinnerDto } from './queries/list-event-winners/list-event-winners.response.dto.js';
import { ListSubmissionsQueryDto } from './queries/list-submissions/list-submissions.request.dto.js';
import { ListSubmissionsQuery } from './queries/list-submissions/list-submissions.query.js';
import { AdminSubmissionPageDto } from './queries/list-submissions/list-submissions.response.dto.js';

/** Staff read submissions and pick winners from /admin/bootstrap (admin or organizer). */
@ApiTags('admin: submissions and winners')
@Controller('admin')
@Roles(...RECORD_READERS.project)
export class SubmissionsAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('submissions')
  @ApiOkResponse({ type: AdminSubmissionPageDto })
  list(@Query() query: ListSubmissionsQueryDto): Promise<AdminSubmissionPageDto> {
    return this.queries.execute(
      new ListSubmissionsQuery(
        {
          eventId: query.eventId,
          track: query.track ?? undefined,
          search: query.search ?? undefined,
          awarded: query.awarded,
        },
        query.page ?? 1,
        query.pageSize ?? 20,
      ),
    );
  }

  @Get('submissions/:submissionId')
  @ApiOkResponse({ type: AdminSubmissionDetailDto })
  detail(@Param('submissionId', new ParseUUIDPipe()) submissionId: string): Promise<AdminSubmissionDetailDto> {
    return this.queries.execute(new GetSubmissionQuery(submissionId));
  }

  @Get('project-stats')
  @ApiOkResponse({ type: ProjectStatsDto })
  stats(): Promise<ProjectStatsDto> {
    return this.queries.execute(new GetProjectStatsQuery());
  }

  @Get('events/:eventId/winners')
  @ApiOkResponse({ type: [WinnerDto] })
  winners(@Param('eventId', new ParseUUIDPipe()) eventId: string): Promise<WinnerDto[]> {
    return this.queries.execute(new ListEventWinnersQuery(eventId));
  }

  @Post('events/:eventId/winners')
  @ApiCreatedResponse({ type: CreatedWinnerDto })
  @ApiConflictResponse({ type: ErrorBody, description: 'The submission already has a winner entry' })
  async addWinner(
    @CurrentUser() user: AuthUser,
    @Param('eventId', new ParseUUIDPipe()) eventId: string,
    @Body() body: AddWinnerDto,
  ): Promise<CreatedWinnerDto> {
    return {
      id: await this.commands.execute(
        new AddWinnerCommand(user.id, eventId, body.submissionId, body.track, body.place ?? 1, body.note ?? null),
      ),
    };
  }

  @Delete('winners/:winnerId')
  @HttpCode(204)
  @ApiNoContentResponse()
  async removeWinner(
    @CurrentUser() user: AuthUser,
    @Param('winnerId', new ParseUUIDPipe()) winnerId: string,
  ): Promise<void> {
    await this.commands.execute(new RemoveWinnerCommand(user.id, winnerId));
  }
}

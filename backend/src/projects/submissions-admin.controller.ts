import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/auth/access.decorators.js';
import { RECORD_READERS } from '../common/auth/record-readers.js';
import { GetProjectStatsQuery } from './queries/get-project-stats/get-project-stats.query.js';
import { ProjectStatsDto } from './queries/get-project-stats/get-project-stats.response.dto.js';
import { GetSubmissionQuery } from './queries/get-submission/get-submission.query.js';
import { AdminSubmissionDetailDto } from './queries/get-submission/get-submission.response.dto.js';
import { ListSubmissionsQuery } from './queries/list-submissions/list-submissions.query.js';
import { ListSubmissionsQueryDto } from './queries/list-submissions/list-submissions.request.dto.js';
import { AdminSubmissionPageDto } from './queries/list-submissions/list-submissions.response.dto.js';

/** Staff read submissions from /admin/bootstrap (admin or organizer); winners are results' (WinnersAdminController). */
@ApiTags('admin: submissions and winners')
@Controller('admin')
@Roles(...RECORD_READERS.project)
export class SubmissionsAdminController {
  constructor(private readonly queries: QueryBus) {}

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
          status: query.status,
          late: query.late,
        },
        query.sort ?? 'submitted_desc',
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
}

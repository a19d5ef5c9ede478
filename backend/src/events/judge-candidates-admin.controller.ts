import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/auth/access.decorators.js';
import { JudgeCandidateDto } from './queries/list-judge-candidates/judge-candidate.response.dto.js';
import { JudgeCandidatesQueryDto } from './queries/list-judge-candidates/judge-candidates.request.dto.js';
import { ListJudgeCandidatesQuery } from './queries/list-judge-candidates/list-judge-candidates.query.js';

/** The Judging tab's name search: people to pick a judge from, for the staff who seat judges. */
@ApiTags('admin: events')
@Controller('admin/judge-candidates')
@Roles('admin', 'organizer')
export class JudgeCandidatesAdminController {
  constructor(private readonly queries: QueryBus) {}

  /** Up to 10 people whose name contains `q`, by name, with masked emails. Seats nobody. */
  @Get()
  @ApiOkResponse({ type: [JudgeCandidateDto] })
  list(@Query() query: JudgeCandidatesQueryDto): Promise<JudgeCandidateDto[]> {
    return this.queries.execute(new ListJudgeCandidatesQuery(query.q));
  }
}

import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public, SignedIn } from '../common/auth/access.decorators.js';
import type { AuthUser } from '../common/auth/roles.js';
import { ErrorBody } from '../common/errors/error-body.js';
import { GetLeaderboardQuery } from './queries/get-leaderboard/get-leaderboard.query.js';
import { LeaderboardDto } from './queries/get-leaderboard/leaderboard.response.dto.js';
import { GetMyResultsQuery } from './queries/get-my-results/get-my-results.query.js';
import { ProjectResultsDto } from './queries/get-my-results/project-results.response.dto.js';
import { LeaderboardSummaryDto } from './queries/list-leaderboards/leaderboard-summary.response.dto.js';
import { ListLeaderboardsQuery } from './queries/list-leaderboards/list-leaderboards.query.js';

const uuid = () => new ParseUUIDPipe();

/**
 * Results (judging.md 'Leaderboards and publishing'): public once published; staff (admin,
 * organizer) also see them while judging is open or closed, with the judging state and raw ranks.
 */
@ApiTags('results')
@Controller('results')
export class ResultsController {
  constructor(private readonly queries: QueryBus) {}

  /** `/judging/leaderboard`: events with published results, newest first; staff also open and closed judging. */
  @Get('leaderboards')
  @Public()
  @ApiOkResponse({ type: [LeaderboardSummaryDto] })
  list(@CurrentUser() user: AuthUser | undefined): Promise<LeaderboardSummaryDto[]> {
    return this.queries.execute(new ListLeaderboardsQuery(user));
  }

  /** `/leaderboard/{eventId}`: overall and per track; 403 'Results have not been published yet.' for non-staff before publishing. */
  @Get('leaderboards/:eventId')
  @Public()
  @ApiOkResponse({ type: LeaderboardDto })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Results have not been published yet.' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Event Not Found' })
  leaderboard(
    @CurrentUser() user: AuthUser | undefined,
    @Param('eventId', uuid()) eventId: string,
  ): Promise<LeaderboardDto> {
    return this.queries.execute(new GetLeaderboardQuery(user, eventId));
  }

  /** The 'Results' card: the project's results in each event whose results are published (team members and staff). */
  @Get('projects/:projectId')
  @SignedIn()
  @ApiOkResponse({ type: ProjectResultsDto })
  @ApiForbiddenResponse({ type: ErrorBody, description: "Not on the project's team" })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Project not found' })
  projectResults(
    @CurrentUser() user: AuthUser,
    @Param('projectId', uuid()) projectId: string,
  ): Promise<ProjectResultsDto> {
    return this.queries.execute(new GetMyResultsQuery(user, projectId));
  }
}

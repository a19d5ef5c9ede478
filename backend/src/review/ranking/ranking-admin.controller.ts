import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/roles.js';
import { RECORD_READERS } from '../../common/auth/record-readers.js';
import { ErrorBody } from '../../common/errors/error-body.js';
import { ApplySuggestionsCommand } from './commands/decide-applications/apply-suggestions.command.js';
import { DecideApplicationsCommand } from './commands/decide-applications/decide-applications.command.js';
import {
  ApplySuggestionsQueryDto,
  DecideApplicationsDto,
  MAX_DECISIONS,
} from './commands/decide-applications/decide-applications.request.dto.js';
import {
  AppliedSuggestionsDto,
  DecisionsResultDto,
} from './commands/decide-applications/decide-applications.response.dto.js';
import { RequestMoreReviewsCommand } from './commands/request-more-reviews/request-more-reviews.command.js';
import { RequestMoreReviewsResultDto } from './commands/request-more-reviews/request-more-reviews.response.dto.js';
import { GetReviewRankingQuery } from './queries/get-review-ranking/get-review-ranking.query.js';
import { ReviewRankingDto } from './queries/get-review-ranking/review-ranking.dto.js';
import { ReviewRankingQueryDto } from './queries/get-review-ranking/review-ranking.request.dto.js';
import { GetReviewerFiguresQuery } from './queries/get-reviewer-figures/get-reviewer-figures.query.js';
import { ReviewerFiguresDto } from './queries/get-reviewer-figures/reviewer-figures.dto.js';

const uuid = () => new ParseUUIDPipe();

/** The ranking's page size unless the request asks for another. */
const DEFAULT_PAGE_SIZE = 50;

/**
 * Ranking and the cut line (review.md): who applied, how the reviewers scored them once their bias
 * is taken out, and what the capacity suggests. Decisions on applications are the admins'
 * (RECORD_READERS.application), so are the screens they are made from; the reviewer figures name no
 * applicant and go with the review setup (staff).
 */
@ApiTags('admin: review ranking')
@ApiNotFoundResponse({ type: ErrorBody, description: 'Event Not Found' })
@Controller('admin/events/:eventId/review')
@Roles(...RECORD_READERS.application)
export class RankingAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('ranking')
  @ApiOkResponse({ type: ReviewRankingDto })
  ranking(@Param('eventId', uuid()) eventId: string, @Query() query: ReviewRankingQueryDto): Promise<ReviewRankingDto> {
    return this.queries.execute(
      new GetReviewRankingQuery(eventId, query.show ?? 'all', query.page ?? 1, query.pageSize ?? DEFAULT_PAGE_SIZE),
    );
  }

  /** Staff who run the review setup see how its reviewers score: names of reviewers only, no applicant. */
  @Get('reviewer-figures')
  @Roles(...RECORD_READERS.event)
  @ApiOkResponse({ type: ReviewerFiguresDto })
  reviewerFigures(@Param('eventId', uuid()) eventId: string): Promise<ReviewerFiguresDto> {
    return this.queries.execute(new GetReviewerFiguresQuery(eventId));
  }

  /** 'Approve', 'Waitlist' or 'Reject' on the selected rows: each the audited status command with its email. */
  @Post('decisions')
  @HttpCode(200)
  @ApiOkResponse({ type: DecisionsResultDto })
  decide(
    @CurrentUser() user: AuthUser,
    @Param('eventId', uuid()) eventId: string,
    @Body() body: DecideApplicationsDto,
  ): Promise<DecisionsResultDto> {
    return this.commands.execute(new DecideApplicationsCommand(user.id, eventId, body.status, body.applications));
  }

  /** 'Apply suggestions': pending ranked applications get the decision their place suggests, `limit` at a time. */
  @Post('apply-suggestions')
  @HttpCode(200)
  @ApiOkResponse({ type: AppliedSuggestionsDto })
  @ApiConflictResponse({ type: ErrorBody, description: 'The event has no capacity: nothing is suggested' })
  applySuggestions(
    @CurrentUser() user: AuthUser,
    @Param('eventId', uuid()) eventId: string,
    @Query() query: ApplySuggestionsQueryDto,
  ): Promise<AppliedSuggestionsDto> {
    return this.commands.execute(new ApplySuggestionsCommand(user.id, eventId, query.limit ?? MAX_DECISIONS));
  }

  /** 'Request one more review': one more reviewer for each borderline application with fewer than 5 reviews. */
  @Post('more-reviews')
  @HttpCode(200)
  @ApiOkResponse({ type: RequestMoreReviewsResultDto })
  requestMoreReviews(
    @CurrentUser() user: AuthUser,
    @Param('eventId', uuid()) eventId: string,
  ): Promise<RequestMoreReviewsResultDto> {
    return this.commands.execute(new RequestMoreReviewsCommand(user.id, eventId));
  }
}

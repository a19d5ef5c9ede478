import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, SignedIn } from '../../common/auth/access.decorators.js';
import type { AuthUser } from '../../common/auth/roles.js';
import { ErrorBody } from '../../common/errors/error-body.js';
import { RecuseFromReviewCommand } from './commands/recuse-from-review/recuse-from-review.command.js';
import { RecuseFromReviewDto, ReviewRecusalDto } from './commands/recuse-from-review/recuse-from-review.request.dto.js';
import { SaveReviewCommand } from './commands/save-review/save-review.command.js';
import { SaveReviewDto } from './commands/save-review/save-review.request.dto.js';
import { SavedReviewDto } from './commands/save-review/save-review.response.dto.js';
import { ApplicationForReviewDto } from './queries/get-application-for-review/application-for-review.response.dto.js';
import { GetApplicationForReviewQuery } from './queries/get-application-for-review/get-application-for-review.query.js';
import { GetMyReviewingQuery } from './queries/get-my-reviewing/get-my-reviewing.query.js';
import { GetReviewQueueQuery } from './queries/get-review-queue/get-review-queue.query.js';
import { MyReviewingDto, ReviewQueueDto } from './queries/get-review-queue/review-queue.response.dto.js';

const uuid = () => new ParseUUIDPipe();

/**
 * The reviewers' side (review.md 'Assignment and reviewing'): anyone seated as a reviewer of an
 * event (and staff) may review, so every route is open to the signed-in and the handlers check that
 * the caller reviews the event and holds the assignment, at every use.
 */
@ApiTags('review')
@Controller('review')
@SignedIn()
export class ReviewingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Whether the caller reviews applications (the header's 'Review' link). */
  @Get('me')
  @ApiOkResponse({ type: MyReviewingDto })
  me(@CurrentUser() user: AuthUser): Promise<MyReviewingDto> {
    return this.queries.execute(new GetMyReviewingQuery(user.id));
  }

  /** `/review`: the caller's queue per event, with 'n of m reviewed'. */
  @Get('queue')
  @ApiOkResponse({ type: ReviewQueueDto })
  queue(@CurrentUser() user: AuthUser): Promise<ReviewQueueDto> {
    return this.queries.execute(new GetReviewQueueQuery(user));
  }

  /** `/review/{applicationId}`: the answers (blind or not), the rubric and the caller's review. */
  @Get('applications/:applicationId')
  @ApiOkResponse({ type: ApplicationForReviewDto })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Not a reviewer of the event, or not assigned' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Application not found' })
  get(
    @CurrentUser() user: AuthUser,
    @Param('applicationId', uuid()) applicationId: string,
  ): Promise<ApplicationForReviewDto> {
    return this.queries.execute(new GetApplicationForReviewQuery(user, applicationId));
  }

  /** 'Save Review': every criterion 1-5 while the application is pending; a stale `expectedVersion` is a 409. */
  @Put('applications/:applicationId/review')
  @ApiOkResponse({ type: SavedReviewDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A criterion is missing or unknown' })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Not a reviewer of the event, or not assigned' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Application not found' })
  @ApiConflictResponse({ type: ErrorBody, description: 'Saved meanwhile elsewhere, or a decision is made' })
  save(
    @CurrentUser() user: AuthUser,
    @Param('applicationId', uuid()) applicationId: string,
    @Body() body: SaveReviewDto,
  ): Promise<SavedReviewDto> {
    return this.commands.execute(new SaveReviewCommand(user.id, applicationId, body));
  }

  /** 'Recuse', with a reason: the next eligible reviewer gets the application if there is one. */
  @Post('applications/:applicationId/recuse')
  @ApiCreatedResponse({ type: ReviewRecusalDto })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Not a reviewer of the event, or not assigned' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Application not found' })
  @ApiConflictResponse({ type: ErrorBody, description: 'Already recused, or a decision is made' })
  recuse(
    @CurrentUser() user: AuthUser,
    @Param('applicationId', uuid()) applicationId: string,
    @Body() body: RecuseFromReviewDto,
  ): Promise<ReviewRecusalDto> {
    return this.commands.execute(new RecuseFromReviewCommand(user.id, applicationId, body.reason));
  }
}

import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, Roles } from '../common/auth/access.decorators.js';
import { RECORD_READERS } from '../common/auth/record-readers.js';
import type { AuthUser } from '../common/auth/roles.js';
import { CriterionFormDto } from '../common/criterion.dto.js';
import { ErrorBody } from '../common/errors/error-body.js';
import { AddReviewCriterionCommand } from './commands/add-review-criterion/add-review-criterion.command.js';
import { EditReviewCriterionCommand } from './commands/edit-review-criterion/edit-review-criterion.command.js';
import { RemoveReviewCriterionCommand } from './commands/remove-review-criterion/remove-review-criterion.command.js';
import { RemoveReviewerCommand } from './commands/remove-reviewer/remove-reviewer.command.js';
import { ReorderReviewCriteriaCommand } from './commands/reorder-review-criteria/reorder-review-criteria.command.js';
import { SeatReviewerCommand } from './commands/seat-reviewer/seat-reviewer.command.js';
import { UpdateReviewSettingsCommand } from './commands/update-review-settings/update-review-settings.command.js';
import { WithdrawReviewerInvitationCommand } from './commands/withdraw-reviewer-invitation/withdraw-reviewer-invitation.command.js';
import { GetReviewSettingsQuery } from './queries/get-review-settings/get-review-settings.query.js';
import { ListReviewCriteriaQuery } from './queries/list-review-criteria/list-review-criteria.query.js';
import { ListReviewersQuery } from './queries/list-reviewers/list-reviewers.query.js';
import {
  EventReviewersDto,
  ReorderReviewCriteriaDto,
  ReviewRubricDto,
  ReviewSettingsDto,
  SeatReviewerDto,
  SeatReviewerResultDto,
  UpdateReviewSettingsDto,
  WithdrawReviewerInvitationQueryDto,
} from './review-setup.dto.js';

const uuid = () => new ParseUUIDPipe();

/**
 * The hackathon admin's Review tab (review.md, 'Review setup'): an event's review settings, its
 * rubric and its reviewers, for the roles that run its judging setup (organizers and admins).
 * Every change is an audited command on the event's stream.
 */
@ApiTags('admin: review setup')
@ApiNotFoundResponse({ type: ErrorBody, description: 'Event Not Found (or the criterion, reviewer or invitation)' })
@Controller('admin/events/:eventId/review')
@Roles(...RECORD_READERS.event)
export class ReviewSetupAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('settings')
  @ApiOkResponse({ type: ReviewSettingsDto })
  settings(@Param('eventId', uuid()) eventId: string): Promise<ReviewSettingsDto> {
    return this.queries.execute(new GetReviewSettingsQuery(eventId));
  }

  /** The settings form as a whole; a stale `expectedVersion` is a 409. */
  @Put('settings')
  @ApiOkResponse({ type: ReviewSettingsDto })
  @ApiConflictResponse({ type: ErrorBody, description: 'Someone else saved the settings first' })
  async updateSettings(
    @CurrentUser() user: AuthUser,
    @Param('eventId', uuid()) eventId: string,
    @Body() body: UpdateReviewSettingsDto,
  ): Promise<ReviewSettingsDto> {
    const { expectedVersion, ...values } = body;
    await this.commands.execute(new UpdateReviewSettingsCommand(user.id, eventId, values, expectedVersion));
    return this.queries.execute(new GetReviewSettingsQuery(eventId));
  }

  @Get('criteria')
  @ApiOkResponse({ type: ReviewRubricDto })
  criteria(@Param('eventId', uuid()) eventId: string): Promise<ReviewRubricDto> {
    return this.queries.execute(new ListReviewCriteriaQuery(eventId));
  }

  /** At the end of the rubric. */
  @Post('criteria')
  @ApiCreatedResponse({ type: ReviewRubricDto })
  @ApiConflictResponse({ type: ErrorBody, description: 'Reviews have been saved (RUBRIC_LOCKED)' })
  async addCriterion(
    @CurrentUser() user: AuthUser,
    @Param('eventId', uuid()) eventId: string,
    @Body() body: CriterionFormDto,
  ): Promise<ReviewRubricDto> {
    const criterion = { label: body.label, weight: body.weight, description: body.description ?? null };
    await this.commands.execute(new AddReviewCriterionCommand(user.id, eventId, criterion));
    return this.queries.execute(new ListReviewCriteriaQuery(eventId));
  }

  /** The rubric's order: every criterion once. */
  @Put('criteria/order')
  @ApiOkResponse({ type: ReviewRubricDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Not every criterion once' })
  async reorderCriteria(
    @CurrentUser() user: AuthUser,
    @Param('eventId', uuid()) eventId: string,
    @Body() body: ReorderReviewCriteriaDto,
  ): Promise<ReviewRubricDto> {
    await this.commands.execute(new ReorderReviewCriteriaCommand(user.id, eventId, body.criterionIds));
    return this.queries.execute(new ListReviewCriteriaQuery(eventId));
  }

  /** Label and description at any time; a new weight only until reviews are saved (409). */
  @Put('criteria/:criterionId')
  @ApiOkResponse({ type: ReviewRubricDto })
  @ApiConflictResponse({ type: ErrorBody, description: 'Reviews have been saved: the weight stays (RUBRIC_LOCKED)' })
  async editCriterion(
    @CurrentUser() user: AuthUser,
    @Param('eventId', uuid()) eventId: string,
    @Param('criterionId', uuid()) criterionId: string,
    @Body() body: CriterionFormDto,
  ): Promise<ReviewRubricDto> {
    const criterion = { label: body.label, weight: body.weight, description: body.description };
    await this.commands.execute(new EditReviewCriterionCommand(user.id, eventId, criterionId, criterion));
    return this.queries.execute(new ListReviewCriteriaQuery(eventId));
  }

  @Delete('criteria/:criterionId')
  @ApiOkResponse({ type: ReviewRubricDto })
  @ApiConflictResponse({ type: ErrorBody, description: 'Reviews have been saved (RUBRIC_LOCKED)' })
  async removeCriterion(
    @CurrentUser() user: AuthUser,
    @Param('eventId', uuid()) eventId: string,
    @Param('criterionId', uuid()) criterionId: string,
  ): Promise<ReviewRubricDto> {
    await this.commands.execute(new RemoveReviewCriterionCommand(user.id, eventId, criterionId));
    return this.queries.execute(new ListReviewCriteriaQuery(eventId));
  }

  @Get('reviewers')
  @ApiOkResponse({ type: EventReviewersDto })
  reviewers(@Param('eventId', uuid()) eventId: string): Promise<EventReviewersDto> {
    return this.queries.execute(new ListReviewersQuery(eventId));
  }

  /** By exact email; an email without an account gets an invitation and is seated once verified. */
  @Post('reviewers')
  @ApiCreatedResponse({ type: SeatReviewerResultDto })
  async seatReviewer(
    @CurrentUser() user: AuthUser,
    @Param('eventId', uuid()) eventId: string,
    @Body() body: SeatReviewerDto,
  ): Promise<SeatReviewerResultDto> {
    const outcome = await this.commands.execute(new SeatReviewerCommand(user.id, eventId, body.email));
    return { outcome, reviewers: await this.queries.execute(new ListReviewersQuery(eventId)) };
  }

  @Delete('reviewers/:userId')
  @ApiOkResponse({ type: EventReviewersDto })
  async removeReviewer(
    @CurrentUser() user: AuthUser,
    @Param('eventId', uuid()) eventId: string,
    @Param('userId', uuid()) userId: string,
  ): Promise<EventReviewersDto> {
    await this.commands.execute(new RemoveReviewerCommand(user.id, eventId, userId));
    return this.queries.execute(new ListReviewersQuery(eventId));
  }

  /** Takes back a pending invitation (`?email=`). */
  @Delete('invitations')
  @ApiOkResponse({ type: EventReviewersDto })
  async withdrawInvitation(
    @CurrentUser() user: AuthUser,
    @Param('eventId', uuid()) eventId: string,
    @Query() query: WithdrawReviewerInvitationQueryDto,
  ): Promise<EventReviewersDto> {
    await this.commands.execute(new WithdrawReviewerInvitationCommand(user.id, eventId, query.email));
    return this.queries.execute(new ListReviewersQuery(eventId));
  }
}

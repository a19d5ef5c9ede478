import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, SignedIn } from '../common/auth/access.decorators.js';
import type { AuthUser } from '../common/auth/roles.js';
import { AnswerCheckinDto } from '../common/checkin-questions/checkin-answer.dto.js';
import { ErrorBody } from '../common/errors/error-body.js';
import { AnswerFollowUpCommand } from './commands/answer-follow-up/answer-follow-up.command.js';
import { WithdrawFollowUpConsentCommand } from './commands/withdraw-follow-up-consent/withdraw-follow-up-consent.command.js';
import { ApplicationFollowUpDto } from './queries/get-application-follow-up/application-follow-up.response.dto.js';
import { GetApplicationFollowUpQuery } from './queries/get-application-follow-up/get-application-follow-up.query.js';
import { FollowUpDto } from './queries/get-follow-up/follow-up.response.dto.js';
import { GetFollowUpQuery } from './queries/get-follow-up/get-follow-up.query.js';

/**
 * The follow-up survey of insights.md 5, for the applicant only (signed in: everyone who applied has
 * an account). Anyone else's survey or application is a 404, staff included: staff read the answers
 * through insights, never the survey itself.
 */
@ApiTags('follow-ups')
@Controller()
@SignedIn()
export class FollowUpsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** The survey page's header. */
  @Get('follow-ups/:followUpId')
  @ApiOkResponse({ type: FollowUpDto })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No such survey, or not the caller’s' })
  get(
    @CurrentUser() user: AuthUser,
    @Param('followUpId', new ParseUUIDPipe()) followUpId: string,
  ): Promise<FollowUpDto> {
    return this.queries.execute(new GetFollowUpQuery(user.id, followUpId));
  }

  /** Answers the survey: the check-in's questions. */
  @Post('follow-ups/:followUpId')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Answered' })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A field is missing or invalid (named)' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No such survey, or not the caller’s' })
  @ApiConflictResponse({ type: ErrorBody, description: 'Not open yet, already answered, or no longer applies' })
  async answer(
    @CurrentUser() user: AuthUser,
    @Param('followUpId', new ParseUUIDPipe()) followUpId: string,
    @Body() body: AnswerCheckinDto,
  ): Promise<void> {
    await this.commands.execute(new AnswerFollowUpCommand(user, followUpId, body));
  }

  /** The consent and survey of the caller's own application. */
  @Get('me/applications/:applicationId/follow-up')
  @ApiOkResponse({ type: ApplicationFollowUpDto })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No such application, or not the caller’s' })
  application(
    @CurrentUser() user: AuthUser,
    @Param('applicationId', new ParseUUIDPipe()) applicationId: string,
  ): Promise<ApplicationFollowUpDto> {
    return this.queries.execute(new GetApplicationFollowUpQuery(user.id, applicationId));
  }

  /** Withdraws 'May we ask you in 6 months how your idea went?': no survey or reminder after it. */
  @Delete('me/applications/:applicationId/follow-up-consent')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Withdrawn (or was not given)' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No such application, or not the caller’s' })
  async withdraw(
    @CurrentUser() user: AuthUser,
    @Param('applicationId', new ParseUUIDPipe()) applicationId: string,
  ): Promise<void> {
    await this.commands.execute(new WithdrawFollowUpConsentCommand(user.id, applicationId));
  }
}

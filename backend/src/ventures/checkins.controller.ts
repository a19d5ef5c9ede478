import { Body, Controller, Get, Param, ParseUUIDPipe, Post } from '@nestjs/common';
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
import { CurrentUser, Roles, SignedIn } from '../common/auth/access.decorators.js';
import { RECORD_READERS } from '../common/auth/record-readers.js';
import type { AuthUser } from '../common/auth/roles.js';
import { ErrorBody } from '../common/errors/error-body.js';
import { CheckinDto, CheckinStandingDto } from './checkin-views.dto.js';
import { AnswerCheckinCommand } from './commands/answer-checkin/answer-checkin.command.js';
import { AnswerCheckinDto, AnsweredCheckinDto } from './commands/answer-checkin/answer-checkin.request.dto.js';
import { CheckinStandings } from './queries/checkin-standings/checkin-standings.js';
import { GetCheckinQuery } from './queries/get-checkin/get-checkin.query.js';

/** Check-ins (ventures.md 'Check-ins and reminders'): members answer them; staff see who is behind. */
@ApiTags('ventures')
@Controller()
export class CheckinsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly standings: CheckinStandings,
  ) {}

  /** The check-in form's header (members and staff). */
  @Get('ventures/:ventureId/checkins/:checkinId')
  @SignedIn()
  @ApiOkResponse({ type: CheckinDto })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No such check-in, or a venture the caller may not read' })
  get(
    @CurrentUser() user: AuthUser,
    @Param('ventureId', new ParseUUIDPipe()) ventureId: string,
    @Param('checkinId', new ParseUUIDPipe()) checkinId: string,
  ): Promise<CheckinDto> {
    return this.queries.execute(new GetCheckinQuery(user, ventureId, checkinId));
  }

  /** 'Submit Check-in' (members): the figures become self-reported milestones. */
  @Post('ventures/:ventureId/checkins/:checkinId')
  @SignedIn()
  @ApiCreatedResponse({ type: AnsweredCheckinDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A field is missing or invalid (named)' })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Not a member (staff, or a public venture)' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No such check-in, or a venture the caller may not read' })
  @ApiConflictResponse({ type: ErrorBody, description: 'Already answered, or no longer applies' })
  async answer(
    @CurrentUser() user: AuthUser,
    @Param('ventureId', new ParseUUIDPipe()) ventureId: string,
    @Param('checkinId', new ParseUUIDPipe()) checkinId: string,
    @Body() body: AnswerCheckinDto,
  ): Promise<AnsweredCheckinDto> {
    const milestoneIds = await this.commands.execute(new AnswerCheckinCommand(user, ventureId, checkinId, body));
    return { milestoneIds };
  }

  /** Staff: every venture whose check-in is 'Due' or 'Overdue' (the portfolio's column). */
  @Get('admin/ventures/checkin-standings')
  @Roles(...RECORD_READERS.venture)
  @ApiOkResponse({ type: [CheckinStandingDto] })
  async behind(): Promise<CheckinStandingDto[]> {
    const standings = await this.standings.behind();
    return [...standings].map(([ventureId, standing]) => ({ ventureId, standing }));
  }
}

import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, SignedIn } from '../common/auth/access.decorators.js';
import type { AuthUser } from '../common/auth/roles.js';
import { ErrorBody } from '../common/errors/error-body.js';
import { DeclareConflictCommand } from './commands/declare-conflict/declare-conflict.command.js';
import { DeclareConflictDto } from './commands/declare-conflict/declare-conflict.request.dto.js';
import { RecuseFromAssignmentCommand } from './commands/recuse-from-assignment/recuse-from-assignment.command.js';
import { RecusalResultDto, RecuseDto } from './commands/recuse-from-assignment/recuse-from-assignment.request.dto.js';
import { SaveScoreSheetCommand } from './commands/save-score-sheet/save-score-sheet.command.js';
import { SaveScoreSheetDto } from './commands/save-score-sheet/save-score-sheet.request.dto.js';
import {
  DeclaredConflictDto,
  JudgeEventQueueDto,
  JudgingQueueDto,
  JudgingTeamDto,
  MyJudgingProgressDto,
  ScoreSheetDto,
} from './judging-views.dto.js';
import { GetJudgingQueueQuery } from './queries/get-judging-queue/get-judging-queue.query.js';
import { GetMyJudgingProgressQuery } from './queries/get-my-judging-progress/get-my-judging-progress.query.js';
import { ScoreSheetQueryDto } from './queries/get-score-sheet/get-score-sheet.request.dto.js';
import { GetScoreSheetQuery } from './queries/get-score-sheet/get-score-sheet.query.js';
import { ScoreSheetViewDto } from './queries/get-score-sheet/score-sheet-view.response.dto.js';
import { ListConflictsQuery } from './queries/list-conflicts/list-conflicts.query.js';
import { ListJudgingTeamsQuery } from './queries/list-judging-teams/list-judging-teams.query.js';

const uuid = () => new ParseUUIDPipe();

/**
 * The judges' side (judging.md 'Scoring'): any role may judge an event, so every route is open to
 * the signed-in and the handlers check that the caller judges the event or holds the assignment.
 */
@ApiTags('judging')
@Controller('judging')
@SignedIn()
export class JudgingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** `/judging`: the caller's events with their judging phase and the caller's assignments. */
  @Get('queue')
  @ApiOkResponse({ type: JudgingQueueDto })
  queue(@CurrentUser() user: AuthUser): Promise<JudgingQueueDto> {
    return this.queries.execute(new GetJudgingQueueQuery(user.id));
  }

  /** One event's queue of the caller. */
  @Get('events/:eventId/queue')
  @ApiOkResponse({ type: JudgeEventQueueDto })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Not a judge of this event' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Event Not Found' })
  async eventQueue(
    @CurrentUser() user: AuthUser,
    @Param('eventId', uuid()) eventId: string,
  ): Promise<JudgeEventQueueDto> {
    const { events } = await this.queries.execute(new GetJudgingQueueQuery(user.id, eventId));
    return events[0];
  }

  /** The judge dashboard's 'Judging' progress. */
  @Get('progress')
  @ApiOkResponse({ type: MyJudgingProgressDto })
  progress(@CurrentUser() user: AuthUser): Promise<MyJudgingProgressDto> {
    return this.queries.execute(new GetMyJudgingProgressQuery(user.id));
  }

  /** 'Declare Conflict': the event's submitted teams to choose from. */
  @Get('events/:eventId/teams')
  @ApiOkResponse({ type: [JudgingTeamDto] })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Not a judge of this event' })
  teams(@CurrentUser() user: AuthUser, @Param('eventId', uuid()) eventId: string): Promise<JudgingTeamDto[]> {
    return this.queries.execute(new ListJudgingTeamsQuery(user.id, eventId));
  }

  /** 'Declare Conflict' with a team of the event, with a reason; answers the caller's conflicts in the event. */
  @Post('events/:eventId/conflicts')
  @ApiCreatedResponse({ type: [DeclaredConflictDto] })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Not a judge of this event' })
  @ApiConflictResponse({ type: ErrorBody, description: 'Already declared' })
  async declareConflict(
    @CurrentUser() user: AuthUser,
    @Param('eventId', uuid()) eventId: string,
    @Body() body: DeclareConflictDto,
  ): Promise<DeclaredConflictDto[]> {
    await this.commands.execute(new DeclareConflictCommand(user.id, eventId, body.projectId, body.reason));
    const conflicts = await this.queries.execute(new ListConflictsQuery(eventId));
    return conflicts.filter((conflict) => conflict.judgeId === user.id);
  }

  /** `/judging/{projectId}`: the submission as submitted, the criteria and the caller's sheet. */
  @Get('projects/:projectId/sheet')
  @ApiOkResponse({ type: ScoreSheetViewDto })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Not assigned to this submission' })
  get(
    @CurrentUser() user: AuthUser,
    @Param('projectId', uuid()) projectId: string,
    @Query() query: ScoreSheetQueryDto,
  ): Promise<ScoreSheetViewDto> {
    return this.queries.execute(new GetScoreSheetQuery(user.id, projectId, query.event));
  }

  /** 'Save Scores': a complete sheet (every criterion 1-5) while judging is open; a stale `expectedVersion` is a 409. */
  @Put('assignments/:assignmentId/sheet')
  @ApiOkResponse({ type: ScoreSheetDto })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Not assigned to this submission, or judging is not open' })
  @ApiConflictResponse({ type: ErrorBody, description: 'Saved meanwhile from another tab: reload' })
  save(
    @CurrentUser() user: AuthUser,
    @Param('assignmentId', uuid()) assignmentId: string,
    @Body() body: SaveScoreSheetDto,
  ): Promise<ScoreSheetDto> {
    return this.commands.execute(
      new SaveScoreSheetCommand(user.id, assignmentId, {
        scores: body.scores,
        noteToStaff: body.noteToStaff ?? null,
        feedback: body.feedback ?? null,
        expectedVersion: body.expectedVersion,
      }),
    );
  }

  /** 'Recuse', with a reason: the next eligible judge gets the submission if there is one. */
  @Post('assignments/:assignmentId/recuse')
  @ApiCreatedResponse({ type: RecusalResultDto })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Not your assignment' })
  recuse(
    @CurrentUser() user: AuthUser,
    @Param('assignmentId', uuid()) assignmentId: string,
    @Body() body: RecuseDto,
  ): Promise<RecusalResultDto> {
    return this.commands.execute(new RecuseFromAssignmentCommand(user.id, assignmentId, body.reason));
  }
}

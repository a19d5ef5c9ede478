import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, Roles } from '../common/auth/access.decorators.js';
import { RECORD_READERS } from '../common/auth/record-readers.js';
import type { AuthUser } from '../common/auth/roles.js';
import { ErrorBody } from '../common/errors/error-body.js';
import { AddAssignmentCommand } from './commands/add-assignment/add-assignment.command.js';
import { AddAssignmentDto, AddedAssignmentDto } from './commands/add-assignment/add-assignment.request.dto.js';
import { AssignSubmissionsCommand } from './commands/assign-submissions/assign-submissions.command.js';
import { AssignSubmissionsDto } from './commands/assign-submissions/assign-submissions.request.dto.js';
import { AssignResultDto } from './commands/assign-submissions/assign-submissions.response.dto.js';
import { JudgingPhaseChangeDto } from './commands/change-judging-phase/change-judging-phase.request.dto.js';
import { CloseJudgingCommand } from './commands/close-judging/close-judging.command.js';
import { OpenJudgingCommand } from './commands/open-judging/open-judging.command.js';
import { PublishResultsCommand } from './commands/publish-results/publish-results.command.js';
import { WithdrawResultsCommand } from './commands/withdraw-results/withdraw-results.command.js';
import { ReopenJudgingCommand } from './commands/reopen-judging/reopen-judging.command.js';
import { RemoveAssignmentCommand } from './commands/remove-assignment/remove-assignment.command.js';
import { RemoveAssignmentQueryDto } from './commands/remove-assignment/remove-assignment.request.dto.js';
import { SetJudgingCloseDateCommand } from './commands/set-judging-close-date/set-judging-close-date.command.js';
import { SetJudgingCloseDateDto } from './commands/set-judging-close-date/set-judging-close-date.request.dto.js';
import { DEFAULT_REVIEWS_PER_SUBMISSION } from './judging-rules.js';
import { DeclaredConflictDto, JudgingPhaseDto, JudgingScheduleDto } from './judging-views.dto.js';
import { ExportScoresQuery } from './queries/export-scores/export-scores.query.js';
import { GetJudgingProgressQuery } from './queries/get-judging-progress/get-judging-progress.query.js';
import { JudgingProgressDto } from './queries/get-judging-progress/judging-progress.response.dto.js';
import { ListConflictsQuery } from './queries/list-conflicts/list-conflicts.query.js';
import { SuggestWinnersQuery } from './queries/suggest-winners/suggest-winners.query.js';
import { WinnerSuggestionDto } from './queries/suggest-winners/winner-suggestion.response.dto.js';

const uuid = () => new ParseUUIDPipe();

/** The Judging tab (judging.md 'Assignment', 'Staff progress'): phase, assignments, progress, conflicts, export. */
@ApiTags('admin: judging')
@ApiNotFoundResponse({ type: ErrorBody, description: 'Event Not Found' })
@Controller('admin/events/:eventId/judging')
@Roles(...RECORD_READERS.judging)
export class JudgingAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Phase, coverage, per-judge counts and the submissions x judges matrix. */
  @Get()
  @ApiOkResponse({ type: JudgingProgressDto })
  progress(@Param('eventId', uuid()) eventId: string): Promise<JudgingProgressDto> {
    return this.queries.execute(new GetJudgingProgressQuery(eventId));
  }

  /** 'Open Judging' (from not started). */
  @Post('open')
  @HttpCode(200)
  @ApiOkResponse({ type: JudgingPhaseDto })
  @ApiConflictResponse({ type: ErrorBody, description: 'Not allowed from the current phase, or changed meanwhile' })
  open(
    @CurrentUser() user: AuthUser,
    @Param('eventId', uuid()) eventId: string,
    @Body() body: JudgingPhaseChangeDto,
  ): Promise<JudgingPhaseDto> {
    return this.commands.execute(new OpenJudgingCommand(user.id, eventId, body.expectedVersion));
  }

  /** 'Close Judging' (from open): sheets become read-only. */
  @Post('close')
  @HttpCode(200)
  @ApiOkResponse({ type: JudgingPhaseDto })
  @ApiConflictResponse({ type: ErrorBody, description: 'Not allowed from the current phase, or changed meanwhile' })
  close(
    @CurrentUser() user: AuthUser,
    @Param('eventId', uuid()) eventId: string,
    @Body() body: JudgingPhaseChangeDto,
  ): Promise<JudgingPhaseDto> {
    return this.commands.execute(new CloseJudgingCommand(user.id, eventId, body.expectedVersion));
  }

  /** 'Reopen Judging' (from closed). */
  @Post('reopen')
  @HttpCode(200)
  @ApiOkResponse({ type: JudgingPhaseDto })
  @ApiConflictResponse({ type: ErrorBody, description: 'Not allowed from the current phase, or changed meanwhile' })
  reopen(
    @CurrentUser() user: AuthUser,
    @Param('eventId', uuid()) eventId: string,
    @Body() body: JudgingPhaseChangeDto,
  ): Promise<JudgingPhaseDto> {
    return this.commands.execute(new ReopenJudgingCommand(user.id, eventId, body.expectedVersion));
  }

  /** The close date judges are reminded of (issue 30), or null to clear it; judging does not close by itself. */
  @Put('close-date')
  @ApiOkResponse({ type: JudgingScheduleDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Not a date and time, or in the past (closesAt named)' })
  closeDate(
    @CurrentUser() user: AuthUser,
    @Param('eventId', uuid()) eventId: string,
    @Body() body: SetJudgingCloseDateDto,
  ): Promise<JudgingScheduleDto> {
    return this.commands.execute(
      new SetJudgingCloseDateCommand(user.id, eventId, body.closesAt === null ? null : new Date(body.closesAt)),
    );
  }

  /** 'Publish Results' (from closed): the leaderboard goes public and each team member gets one email. */
  @Post('publish')
  @HttpCode(200)
  @ApiOkResponse({ type: JudgingPhaseDto })
  @ApiConflictResponse({ type: ErrorBody, description: 'Not allowed from the current phase, or changed meanwhile' })
  publish(
    @CurrentUser() user: AuthUser,
    @Param('eventId', uuid()) eventId: string,
    @Body() body: JudgingPhaseChangeDto,
  ): Promise<JudgingPhaseDto> {
    return this.commands.execute(new PublishResultsCommand(user.id, eventId, body.expectedVersion));
  }

  /** 'Withdraw Results' (from published, back to closed). */
  @Post('withdraw')
  @HttpCode(200)
  @ApiOkResponse({ type: JudgingPhaseDto })
  @ApiConflictResponse({ type: ErrorBody, description: 'Not allowed from the current phase, or changed meanwhile' })
  withdraw(
    @CurrentUser() user: AuthUser,
    @Param('eventId', uuid()) eventId: string,
    @Body() body: JudgingPhaseChangeDto,
  ): Promise<JudgingPhaseDto> {
    return this.commands.execute(new WithdrawResultsCommand(user.id, eventId, body.expectedVersion));
  }

  /** 'Suggest from ranking': the top 3 of each track as 1st, 2nd, 3rd, to confirm one by one with Add Winner. */
  @Get('winner-suggestions')
  @ApiOkResponse({ type: [WinnerSuggestionDto] })
  suggestions(@Param('eventId', uuid()) eventId: string): Promise<WinnerSuggestionDto[]> {
    return this.queries.execute(new SuggestWinnersQuery(eventId));
  }

  /** 'Assign Submissions': fills what is missing up to k reviews per submission; says which are short. */
  @Post('assign')
  @HttpCode(200)
  @ApiOkResponse({ type: AssignResultDto })
  assign(
    @CurrentUser() user: AuthUser,
    @Param('eventId', uuid()) eventId: string,
    @Body() body: AssignSubmissionsDto,
  ): Promise<AssignResultDto> {
    return this.commands.execute(
      new AssignSubmissionsCommand(
        user.id,
        eventId,
        body.reviewsPerSubmission ?? DEFAULT_REVIEWS_PER_SUBMISSION,
        body.sameDomainConflicts ?? true,
        body.seed,
      ),
    );
  }

  /** Adds one assignment by hand (the judge must judge the event and not be on the team or conflicted). */
  @Post('assignments')
  @ApiCreatedResponse({ type: AddedAssignmentDto })
  @ApiConflictResponse({ type: ErrorBody, description: 'Already assigned, or a conflict of interest' })
  async addAssignment(
    @CurrentUser() user: AuthUser,
    @Param('eventId', uuid()) eventId: string,
    @Body() body: AddAssignmentDto,
  ): Promise<AddedAssignmentDto> {
    return {
      id: await this.commands.execute(new AddAssignmentCommand(user.id, eventId, body.submissionId, body.judgeId)),
    };
  }

  /** Removes one assignment; one with saved scores needs `?confirm=true` (409 otherwise). */
  @Delete('assignments/:assignmentId')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiConflictResponse({ type: ErrorBody, description: 'Has scores: confirm=true needed' })
  async removeAssignment(
    @CurrentUser() user: AuthUser,
    @Param('eventId', uuid()) eventId: string,
    @Param('assignmentId', uuid()) assignmentId: string,
    @Query() query: RemoveAssignmentQueryDto,
  ): Promise<void> {
    await this.commands.execute(new RemoveAssignmentCommand(user.id, eventId, assignmentId, query.confirm === true));
  }

  /** The conflicts judges declared, newest first. */
  @Get('conflicts')
  @ApiOkResponse({ type: [DeclaredConflictDto] })
  conflicts(@Param('eventId', uuid()) eventId: string): Promise<DeclaredConflictDto[]> {
    return this.queries.execute(new ListConflictsQuery(eventId));
  }

  /** 'Export Scores (CSV)': one row per sheet (judge, submission, each criterion's score, total, normalised z). */
  @Get('export.csv')
  @ApiProduces('text/csv')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="sprintboard-scores.csv"')
  export(@Param('eventId', uuid()) eventId: string): Promise<string> {
    return this.queries.execute(new ExportScoresQuery(eventId));
  }
}

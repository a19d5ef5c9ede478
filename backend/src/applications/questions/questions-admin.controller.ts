import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../common/auth/access.decorators.js';
import { RECORD_READERS } from '../../common/auth/record-readers.js';
import type { AuthUser } from '../../common/auth/roles.js';
import { ErrorBody } from '../../common/errors/error-body.js';
import { AddQuestionCommand } from './commands/add-question/add-question.command.js';
import { EditQuestionCommand } from './commands/edit-question/edit-question.command.js';
import { ReorderQuestionsCommand } from './commands/reorder-questions/reorder-questions.command.js';
import { SetQuestionHiddenCommand } from './commands/set-question-hidden/set-question-hidden.command.js';
import { ListQuestionsQuery } from './queries/list-questions/list-questions.query.js';
import { ApplicationFormDto, QuestionFormDto, ReorderQuestionsDto } from './question.dto.js';
import type { QuestionDefinition } from './question-rules.js';

const uuid = () => new ParseUUIDPipe();

function definitionOf(body: QuestionFormDto): QuestionDefinition {
  return {
    kind: body.kind,
    label: body.label,
    helpText: body.helpText ?? null,
    required: body.required,
    options: body.options ?? [],
    maxLength: body.maxLength ?? null,
    min: body.min ?? null,
    max: body.max ?? null,
  };
}

/**
 * The hackathon admin's Questions tab: an event's custom application questions (review.md). Each
 * change answers the whole form. After the first application only optional questions can be added
 * and existing ones hidden: anything else is a 409 QUESTIONS_LOCKED.
 */
@ApiTags('admin: application questions')
@ApiNotFoundResponse({ type: ErrorBody, description: 'Event Not Found, or Question not found' })
@Controller('admin/events/:eventId/questions')
@Roles(...RECORD_READERS.event)
export class QuestionsAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOkResponse({ type: ApplicationFormDto })
  list(@Param('eventId', uuid()) eventId: string): Promise<ApplicationFormDto> {
    return this.queries.execute(new ListQuestionsQuery(eventId));
  }

  /** 'Add Question': at the end of the form. */
  @Post()
  @ApiCreatedResponse({ type: ApplicationFormDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Settings that do not fit the kind' })
  @ApiConflictResponse({ type: ErrorBody, description: 'Applications have arrived: a required question' })
  async add(
    @CurrentUser() user: AuthUser,
    @Param('eventId', uuid()) eventId: string,
    @Body() body: QuestionFormDto,
  ): Promise<ApplicationFormDto> {
    await this.commands.execute(new AddQuestionCommand(user.id, eventId, definitionOf(body)));
    return this.queries.execute(new ListQuestionsQuery(eventId));
  }

  /** The question's new settings (the order stays: see `order`). */
  @Put(':questionId')
  @ApiOkResponse({ type: ApplicationFormDto })
  @ApiConflictResponse({ type: ErrorBody, description: 'Applications have arrived' })
  async edit(
    @CurrentUser() user: AuthUser,
    @Param('eventId', uuid()) eventId: string,
    @Param('questionId', uuid()) questionId: string,
    @Body() body: QuestionFormDto,
  ): Promise<ApplicationFormDto> {
    await this.commands.execute(new EditQuestionCommand(user.id, eventId, questionId, definitionOf(body)));
    return this.queries.execute(new ListQuestionsQuery(eventId));
  }

  /** The form's order: every question once. */
  @Put('order')
  @ApiOkResponse({ type: ApplicationFormDto })
  @ApiConflictResponse({ type: ErrorBody, description: 'Applications have arrived' })
  async reorder(
    @CurrentUser() user: AuthUser,
    @Param('eventId', uuid()) eventId: string,
    @Body() body: ReorderQuestionsDto,
  ): Promise<ApplicationFormDto> {
    await this.commands.execute(new ReorderQuestionsCommand(user.id, eventId, body.questionIds));
    return this.queries.execute(new ListQuestionsQuery(eventId));
  }

  /** 'Hide': no longer asked; the answers given stay with their applications. Allowed at any time. */
  @Post(':questionId/hide')
  @HttpCode(200)
  @ApiOkResponse({ type: ApplicationFormDto })
  async hide(
    @CurrentUser() user: AuthUser,
    @Param('eventId', uuid()) eventId: string,
    @Param('questionId', uuid()) questionId: string,
  ): Promise<ApplicationFormDto> {
    await this.commands.execute(new SetQuestionHiddenCommand(user.id, eventId, questionId, true));
    return this.queries.execute(new ListQuestionsQuery(eventId));
  }

  /** 'Show': asked again (before the first application only). */
  @Post(':questionId/unhide')
  @HttpCode(200)
  @ApiOkResponse({ type: ApplicationFormDto })
  @ApiConflictResponse({ type: ErrorBody, description: 'Applications have arrived' })
  async unhide(
    @CurrentUser() user: AuthUser,
    @Param('eventId', uuid()) eventId: string,
    @Param('questionId', uuid()) questionId: string,
  ): Promise<ApplicationFormDto> {
    await this.commands.execute(new SetQuestionHiddenCommand(user.id, eventId, questionId, false));
    return this.queries.execute(new ListQuestionsQuery(eventId));
  }
}

import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/access.decorators.js';
import { ErrorBody } from '../../common/errors/error-body.js';
import { ListApplyQuestionsQuery } from './queries/list-apply-questions/list-apply-questions.query.js';
import { ApplyQuestionDto } from './question.dto.js';

@ApiTags('applications')
@Controller('events/:eventId/questions')
export class QuestionsController {
  constructor(private readonly queries: QueryBus) {}

  /** The apply form's custom questions (visible ones, in order), asked after the fixed fields. */
  @Get()
  @Public()
  @ApiOkResponse({ type: [ApplyQuestionDto] })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Event Not Found' })
  list(@Param('eventId', new ParseUUIDPipe()) eventId: string): Promise<ApplyQuestionDto[]> {
    return this.queries.execute(new ListApplyQuestionsQuery(eventId));
  }
}

import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventCatalog } from '../../../../events/event-catalog.js';
import { EventNotFound } from '../../../../events/events.errors.js';
import type { ApplyQuestionDto } from '../../question.dto.js';
import { QuestionRepository } from '../../question.repository.js';
import { toApplyQuestionDto } from '../../question-views.js';
import { ListApplyQuestionsQuery } from './list-apply-questions.query.js';

/** The apply form's questions: the visible ones of a public (not draft) event, in order. */
@QueryHandler(ListApplyQuestionsQuery)
export class ListApplyQuestionsHandler implements IQueryHandler<ListApplyQuestionsQuery> {
  constructor(
    private readonly events: EventCatalog,
    private readonly questions: QuestionRepository,
  ) {}

  async execute({ eventId }: ListApplyQuestionsQuery): Promise<ApplyQuestionDto[]> {
    const event = await this.events.findById(eventId);
    if (!event || event.status === 'draft') throw new EventNotFound();
    return (await this.questions.list(eventId, true)).map(toApplyQuestionDto);
  }
}

import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventCatalog } from '../../../../events/event-catalog.js';
import { EventNotFound } from '../../../../events/events.errors.js';
import type { ApplicationFormDto } from '../../question.dto.js';
import { QuestionRepository } from '../../question.repository.js';
import { toQuestionDto } from '../../question-views.js';
import { ListQuestionsQuery } from './list-questions.query.js';

/** The Questions tab: every question of the event, hidden ones included, and whether applications have arrived. */
@QueryHandler(ListQuestionsQuery)
export class ListQuestionsHandler implements IQueryHandler<ListQuestionsQuery> {
  constructor(
    private readonly events: EventCatalog,
    private readonly questions: QuestionRepository,
  ) {}

  async execute({ eventId }: ListQuestionsQuery): Promise<ApplicationFormDto> {
    if (!(await this.events.findById(eventId))) throw new EventNotFound();
    const [questions, locked] = await Promise.all([
      this.questions.list(eventId),
      this.questions.hasApplications(eventId),
    ]);
    return { locked, questions: questions.map(toQuestionDto) };
  }
}

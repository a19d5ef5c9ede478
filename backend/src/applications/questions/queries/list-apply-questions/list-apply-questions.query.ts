import { Query } from '@nestjs/cqrs';
import type { ApplyQuestionDto } from '../../question.dto.js';

export class ListApplyQuestionsQuery extends Query<ApplyQuestionDto[]> {
  constructor(readonly eventId: string) {
    super();
  }
}

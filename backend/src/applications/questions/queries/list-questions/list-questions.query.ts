import { Query } from '@nestjs/cqrs';
import type { ApplicationFormDto } from '../../question.dto.js';

export class ListQuestionsQuery extends Query<ApplicationFormDto> {
  constructor(readonly eventId: string) {
    super();
  }
}

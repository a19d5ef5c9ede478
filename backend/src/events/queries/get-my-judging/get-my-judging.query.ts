import { Query } from '@nestjs/cqrs';
import type { MyJudgingDto } from './my-judging.response.dto.js';

/** Whether the user sits as a judge of any event, whatever their role (judging.md). */
export class GetMyJudgingQuery extends Query<MyJudgingDto> {
  constructor(readonly userId: string) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { MyJudgingProgressDto } from '../../judging-views.dto.js';

/** The judge dashboard's 'Judging' progress. */
export class GetMyJudgingProgressQuery extends Query<MyJudgingProgressDto> {
  constructor(readonly judgeId: string) {
    super();
  }
}

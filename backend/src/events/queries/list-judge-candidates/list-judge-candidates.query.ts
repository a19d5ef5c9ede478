import { Query } from '@nestjs/cqrs';
import type { JudgeCandidateDto } from './judge-candidate.response.dto.js';

/** People whose name contains `text`, to pick a judge from (never seated without a pick). */
export class ListJudgeCandidatesQuery extends Query<JudgeCandidateDto[]> {
  constructor(readonly text: string) {
    super();
  }
}

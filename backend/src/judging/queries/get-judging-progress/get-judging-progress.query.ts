import { Query } from '@nestjs/cqrs';
import type { JudgingProgressDto } from './judging-progress.response.dto.js';

/** Staff progress of an event's judging. */
export class GetJudgingProgressQuery extends Query<JudgingProgressDto> {
  constructor(readonly eventId: string) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { JudgingQueueDto } from '../../judging-views.dto.js';

/** The judge's events with their assignments; one event when `eventId` is given. */
export class GetJudgingQueueQuery extends Query<JudgingQueueDto> {
  constructor(
    readonly judgeId: string,
    readonly eventId?: string,
  ) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { JudgingTeamDto } from '../../judging-views.dto.js';

/** The submitted teams of an event a judge of it may declare a conflict with. */
export class ListJudgingTeamsQuery extends Query<JudgingTeamDto[]> {
  constructor(
    readonly judgeId: string,
    readonly eventId: string,
  ) {
    super();
  }
}

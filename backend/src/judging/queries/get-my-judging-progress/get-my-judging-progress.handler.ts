import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { JudgingSetup } from '../../../events/judging-setup.js';
import { JudgeAssignmentRepository } from '../../judge-assignment.repository.js';
import type { MyJudgingProgressDto } from '../../judging-views.dto.js';
import { GetMyJudgingProgressQuery } from './get-my-judging-progress.query.js';

@QueryHandler(GetMyJudgingProgressQuery)
export class GetMyJudgingProgressHandler implements IQueryHandler<GetMyJudgingProgressQuery> {
  constructor(
    private readonly setup: JudgingSetup,
    private readonly assignments: JudgeAssignmentRepository,
  ) {}

  async execute({ judgeId }: GetMyJudgingProgressQuery): Promise<MyJudgingProgressDto> {
    const [events, assignments] = await Promise.all([
      this.setup.eventsJudgedBy(judgeId),
      this.assignments.ofJudge(judgeId),
    ]);
    return {
      events: events.length,
      assigned: assignments.filter((row) => row.state !== 'recused').length,
      scored: assignments.filter((row) => row.state === 'completed').length,
    };
  }
}

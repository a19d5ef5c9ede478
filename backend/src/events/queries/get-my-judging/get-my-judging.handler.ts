import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { JudgingSetupRepository } from '../../judging-setup.repository.js';
import { GetMyJudgingQuery } from './get-my-judging.query.js';
import type { MyJudgingDto } from './my-judging.response.dto.js';

@QueryHandler(GetMyJudgingQuery)
export class GetMyJudgingHandler implements IQueryHandler<GetMyJudgingQuery> {
  constructor(private readonly judging: JudgingSetupRepository) {}

  async execute({ userId }: GetMyJudgingQuery): Promise<MyJudgingDto> {
    return { judgesEvents: await this.judging.judgesAnyEvent(userId) };
  }
}

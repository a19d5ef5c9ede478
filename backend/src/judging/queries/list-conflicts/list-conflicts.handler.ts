import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { JudgeConflictRepository } from '../../judge-conflict.repository.js';
import { JudgingFacts } from '../../judging-facts.js';
import type { DeclaredConflictDto } from '../../judging-views.dto.js';
import { JudgingViews } from '../../judging-views.js';
import { ListConflictsQuery } from './list-conflicts.query.js';

@QueryHandler(ListConflictsQuery)
export class ListConflictsHandler implements IQueryHandler<ListConflictsQuery> {
  constructor(
    private readonly facts: JudgingFacts,
    private readonly conflicts: JudgeConflictRepository,
    private readonly views: JudgingViews,
  ) {}

  async execute({ eventId }: ListConflictsQuery): Promise<DeclaredConflictDto[]> {
    await this.facts.event(eventId);
    return this.views.conflicts(await this.conflicts.ofEvent(eventId));
  }
}

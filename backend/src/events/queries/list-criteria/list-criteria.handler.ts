import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { CriterionDto } from '../../../common/criterion.dto.js';
import { JudgingSetupRepository } from '../../judging-setup.repository.js';
import { ListCriteriaQuery } from './list-criteria.query.js';

/** Heaviest first, as the Judging tab lists them. */
@QueryHandler(ListCriteriaQuery)
export class ListCriteriaHandler implements IQueryHandler<ListCriteriaQuery> {
  constructor(private readonly judging: JudgingSetupRepository) {}

  execute({ eventId }: ListCriteriaQuery): Promise<CriterionDto[]> {
    return this.judging.criteria(eventId);
  }
}

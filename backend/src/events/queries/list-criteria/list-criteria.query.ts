import { Query } from '@nestjs/cqrs';
import type { CriterionDto } from '../../../common/criterion.dto.js';

/** An event's judging criteria, heaviest first. */
export class ListCriteriaQuery extends Query<CriterionDto[]> {
  constructor(readonly eventId: string) {
    super();
  }
}

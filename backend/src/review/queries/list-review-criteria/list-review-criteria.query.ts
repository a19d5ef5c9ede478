import { Query } from '@nestjs/cqrs';
import type { ReviewRubricDto } from '../../review-setup.dto.js';

export class ListReviewCriteriaQuery extends Query<ReviewRubricDto> {
  constructor(readonly eventId: string) {
    super();
  }
}

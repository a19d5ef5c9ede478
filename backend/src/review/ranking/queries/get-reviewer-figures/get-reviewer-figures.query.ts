import { Query } from '@nestjs/cqrs';
import type { ReviewerFiguresDto } from './reviewer-figures.dto.js';

export class GetReviewerFiguresQuery extends Query<ReviewerFiguresDto> {
  constructor(readonly eventId: string) {
    super();
  }
}

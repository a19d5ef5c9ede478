import { Query } from '@nestjs/cqrs';
import type { EventReviewersDto } from '../../review-setup.dto.js';

export class ListReviewersQuery extends Query<EventReviewersDto> {
  constructor(readonly eventId: string) {
    super();
  }
}

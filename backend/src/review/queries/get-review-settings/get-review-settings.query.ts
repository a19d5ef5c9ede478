import { Query } from '@nestjs/cqrs';
import type { ReviewSettingsDto } from '../../review-setup.dto.js';

export class GetReviewSettingsQuery extends Query<ReviewSettingsDto> {
  constructor(readonly eventId: string) {
    super();
  }
}

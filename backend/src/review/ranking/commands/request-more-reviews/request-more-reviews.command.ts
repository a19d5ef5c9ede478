import { Command } from '@nestjs/cqrs';
import type { RequestMoreReviewsResultDto } from './request-more-reviews.response.dto.js';

export class RequestMoreReviewsCommand extends Command<RequestMoreReviewsResultDto> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
  ) {
    super();
  }
}

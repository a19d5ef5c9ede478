import { Command } from '@nestjs/cqrs';
import type { ReviewRecusalDto } from './recuse-from-review.request.dto.js';

/** A reviewer steps back from an application, with a reason; the next eligible reviewer gets it. */
export class RecuseFromReviewCommand extends Command<ReviewRecusalDto> {
  constructor(
    readonly reviewerId: string,
    readonly applicationId: string,
    readonly reason: string,
  ) {
    super();
  }
}

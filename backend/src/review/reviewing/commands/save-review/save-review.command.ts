import { Command } from '@nestjs/cqrs';
import type { SaveReviewDto } from './save-review.request.dto.js';
import type { SavedReviewDto } from './save-review.response.dto.js';

/** 'Save Review': the assigned reviewer's review of one application. */
export class SaveReviewCommand extends Command<SavedReviewDto> {
  constructor(
    readonly reviewerId: string,
    readonly applicationId: string,
    readonly review: SaveReviewDto,
  ) {
    super();
  }
}

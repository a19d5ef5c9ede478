import { AppError } from '../../common/errors/app-error.js';

export type RankingErrorCode = 'REVIEW_CAPACITY_NOT_SET';

/** Suggestions come from the capacity: without one there is nothing to apply. */
export class CapacityNotSet extends AppError {
  constructor() {
    super(
      'REVIEW_CAPACITY_NOT_SET' satisfies RankingErrorCode,
      409,
      'Set a capacity on the Review tab before applying suggestions',
    );
  }
}

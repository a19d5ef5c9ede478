import { Command } from '@nestjs/cqrs';
import type { CriterionFields } from '../../review-setup.js';

/** A criterion's new label, weight and description (`undefined`: the description stays). */
export class EditReviewCriterionCommand extends Command<void> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly criterionId: string,
    readonly criterion: Omit<CriterionFields, 'description'> & { description: string | null | undefined },
  ) {
    super();
  }
}

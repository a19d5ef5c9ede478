import { Command } from '@nestjs/cqrs';
import type { CriterionFields } from '../../review-setup.js';

/** Adds a criterion at the end of the event's rubric; answers its id. */
export class AddReviewCriterionCommand extends Command<string> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly criterion: CriterionFields,
  ) {
    super();
  }
}

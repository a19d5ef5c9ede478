import { Command } from '@nestjs/cqrs';

/** Takes a criterion off the event's rubric (until reviews rest on it). */
export class RemoveReviewCriterionCommand extends Command<void> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly criterionId: string,
  ) {
    super();
  }
}

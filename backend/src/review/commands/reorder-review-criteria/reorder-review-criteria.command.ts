import { Command } from '@nestjs/cqrs';

/** The rubric's new order: every criterion of the event once. */
export class ReorderReviewCriteriaCommand extends Command<void> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly criterionIds: readonly string[],
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';

/** Changes the label and weight of one of an event's criteria. */
export class EditCriterionCommand extends Command<void> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly criterionId: string,
    readonly label: string,
    readonly weight: number,
    /** Undefined keeps the description as it is. */
    readonly description?: string | null,
  ) {
    super();
  }
}

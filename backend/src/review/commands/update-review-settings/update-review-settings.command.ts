import { Command } from '@nestjs/cqrs';
import type { ReviewSettingsValues } from '../../review.events.js';

/** Saves the Review tab's settings; answers their new version. */
export class UpdateReviewSettingsCommand extends Command<number> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly values: ReviewSettingsValues,
    /** The `version` the form was loaded with (0 while the event has the defaults): a stale one is a 409. */
    readonly expectedVersion: number,
  ) {
    super();
  }
}

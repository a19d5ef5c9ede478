import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { StreamVersionConflict } from '../../../audit/audit.errors.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { ReviewSettingsChanged, type ReviewSettingsChanges, type ReviewSettingsValues } from '../../review.events.js';
import { ReviewSetup } from '../../review-setup.js';
import { ReviewSetupChange } from '../../review-setup-change.js';
import { ReviewSetupRepository } from '../../review-setup.repository.js';
import { UpdateReviewSettingsCommand } from './update-review-settings.command.js';

const FIELDS = ['capacity', 'waitlistSize', 'reviewsPerApplication', 'blindReview', 'confirmDays'] as const;

/** The fields whose value changes, from and to. */
function settingsChanges(from: ReviewSettingsValues, to: ReviewSettingsValues): ReviewSettingsChanges {
  const changes: ReviewSettingsChanges = {};
  for (const field of FIELDS) {
    if (from[field] !== to[field]) Object.assign(changes, { [field]: { from: from[field], to: to[field] } });
  }
  return changes;
}

/** Optimistic: a save from a form loaded before someone else's save is a 409, never an overwrite. */
@CommandHandler(UpdateReviewSettingsCommand)
export class UpdateReviewSettingsHandler implements ICommandHandler<UpdateReviewSettingsCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly change: ReviewSetupChange,
    private readonly setup: ReviewSetup,
    private readonly settings: ReviewSetupRepository,
  ) {}

  execute({ actorId, eventId, values, expectedVersion }: UpdateReviewSettingsCommand): Promise<number> {
    return this.transaction.run(actorId, async (tx) => {
      await this.change.open(eventId);
      const current = await this.setup.settingsOf(eventId);
      if (current.version !== expectedVersion) {
        throw new StreamVersionConflict('review_settings', eventId, expectedVersion, current.version);
      }
      const changes = settingsChanges(current, values);
      if (Object.keys(changes).length === 0) return current.version;
      const version = current.version + 1;
      await this.settings.saveSettings(eventId, values, version);
      tx.record(new ReviewSettingsChanged(eventId, { changes, version }));
      return version;
    });
  }
}

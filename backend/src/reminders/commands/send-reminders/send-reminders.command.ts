import { Command } from '@nestjs/cqrs';
import type { ReminderFacts } from '../../reminder-emails.js';
import type { ReminderKind } from '../../reminder-rules.js';

/**
 * One occasion's reminders, in one transaction: each of `userIds` (resolved through the owners'
 * ports when the tick took it up) not reminded of it yet and not opted out of reminders is claimed
 * by the unique key and emailed. Answers how many were emailed now.
 */
export class SendRemindersCommand extends Command<number> {
  constructor(
    readonly kind: ReminderKind,
    readonly facts: ReminderFacts,
    readonly userIds: readonly string[],
    readonly now: Date,
    /** Judging: each judge's unscored assignments, told in their email. */
    readonly unscoredOf?: ReadonlyMap<string, number>,
  ) {
    super();
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock.js';
import { EventCatalog } from '../../../events/event-catalog.js';
import { EventNotFound } from '../../../events/events.errors.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import type { ReminderSettings } from '../../reminder-rules.js';
import { ReminderSettingsChanged } from '../../reminder.events.js';
import { ReminderRepository } from '../../reminder.repository.js';
import { ChangeReminderSettingsCommand } from './change-reminder-settings.command.js';

/** One transaction: every kind's row and the audit event with the settings as saved. */
@CommandHandler(ChangeReminderSettingsCommand)
export class ChangeReminderSettingsHandler implements ICommandHandler<ChangeReminderSettingsCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly reminders: ReminderRepository,
    private readonly events: EventCatalog,
    private readonly clock: Clock,
  ) {}

  execute({ actorId, eventId, settings }: ChangeReminderSettingsCommand): Promise<ReminderSettings> {
    return this.transaction.run(actorId, async (tx) => {
      if (!(await this.events.findById(eventId))) throw new EventNotFound();
      await this.reminders.save(eventId, settings, this.clock.now());
      tx.record(new ReminderSettingsChanged(eventId, { eventId, settings }));
      return settings;
    });
  }
}

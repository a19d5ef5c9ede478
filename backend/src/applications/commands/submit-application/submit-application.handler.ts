import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventCatalog } from '../../../events/event-catalog.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { ApplicationSubmitted } from '../../application.events.js';
import { ApplicationRepository } from '../../application.repository.js';
import { AlreadyApplied, EventNotOpen } from '../../applications.errors.js';
import { SubmitApplicationCommand } from './submit-application.command.js';

const OPEN_STATUSES: readonly string[] = ['active', 'upcoming'];

/** One application per person and event, guaranteed by a unique constraint even for concurrent submits. */
@CommandHandler(SubmitApplicationCommand)
export class SubmitApplicationHandler implements ICommandHandler<SubmitApplicationCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly applications: ApplicationRepository,
    private readonly events: EventCatalog,
  ) {}

  execute({ userId, eventId, linkedinUrl, role, shortAnswer }: SubmitApplicationCommand): Promise<string> {
    return this.transaction.run(userId, async (tx) => {
      const id = randomUUID();
      // The open-event check and the insert in one statement; why nothing was inserted is asked only then.
      const inserted = await this.applications.insertIfOpen(this.events.openForApplications(eventId), {
        id,
        user_id: userId,
        linkedin_url: linkedinUrl,
        role,
        short_answer: shortAnswer,
      });
      if (!inserted) {
        const event = await this.events.findById(eventId);
        throw !event || !OPEN_STATUSES.includes(event.status) ? new EventNotOpen() : new AlreadyApplied();
      }
      tx.record(new ApplicationSubmitted(id, { eventId, role }), 0);
      return id;
    });
  }
}

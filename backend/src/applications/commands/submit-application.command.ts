import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../transactions/command-transaction.js';
import { type ApplicationRole, ApplicationSubmitted } from '../application.events.js';
import { AlreadyApplied, EventNotOpen } from '../applications.errors.js';

export class SubmitApplicationCommand extends Command<string> {
  constructor(
    readonly userId: string,
    readonly eventId: string,
    readonly linkedinUrl: string | null,
    readonly role: ApplicationRole,
    readonly shortAnswer: string,
  ) {
    super();
  }
}

const OPEN_STATUSES = ['active', 'upcoming'];

/** One application per person and event, guaranteed by a unique constraint even for concurrent submits. */
@CommandHandler(SubmitApplicationCommand)
export class SubmitApplicationHandler implements ICommandHandler<SubmitApplicationCommand> {
  constructor(private readonly transaction: CommandTransaction) {}

  execute({ userId, eventId, linkedinUrl, role, shortAnswer }: SubmitApplicationCommand): Promise<string> {
    return this.transaction.run(userId, async (tx) => {
      const id = randomUUID();
      // The open-event check and the insert in one statement; why nothing was inserted is asked only then.
      const inserted = await tx.em.execute<{ id: string }[]>(
        `insert into applications (id, user_id, event_id, linkedin_url, role, short_answer)
         select ?::uuid, ?::uuid, e.id, ?, ?, ? from events e where e.id = ? and e.status in ('active', 'upcoming')
         on conflict (user_id, event_id) do nothing returning id`,
        [id, userId, linkedinUrl, role, shortAnswer, eventId],
      );
      if (inserted.length === 0) {
        const [event] = await tx.em.execute<{ status: string }[]>('select status from events where id = ?', [eventId]);
        throw !event || !OPEN_STATUSES.includes(event.status) ? new EventNotOpen() : new AlreadyApplied();
      }
      tx.record(new ApplicationSubmitted(id, { eventId, role }), 0);
      return id;
    });
  }
}

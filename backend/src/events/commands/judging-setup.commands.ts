import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../transactions/command-transaction.js';
import { CriterionAdded, CriterionEdited, JudgeAdded, JudgeRemoved } from '../event.events.js';
import { CriterionNotFound, JudgeNotFound } from '../events.errors.js';
import { lockEvent } from './event-admin.commands.js';

export class AddCriterionCommand extends Command<string> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly label: string,
    readonly weight: number,
  ) {
    super();
  }
}

@CommandHandler(AddCriterionCommand)
export class AddCriterionHandler implements ICommandHandler<AddCriterionCommand> {
  constructor(private readonly transaction: CommandTransaction) {}

  execute({ actorId, eventId, label, weight }: AddCriterionCommand): Promise<string> {
    return this.transaction.run(actorId, async (tx) => {
      await lockEvent(tx, eventId);
      const criterionId = randomUUID();
      await tx.em.execute('insert into judging_criteria (id, event_id, label, weight) values (?, ?, ?, ?)', [
        criterionId,
        eventId,
        label,
        weight,
      ]);
      tx.record(new CriterionAdded(eventId, { criterionId, label, weight }));
      return criterionId;
    });
  }
}

export class EditCriterionCommand extends Command<void> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly criterionId: string,
    readonly label: string,
    readonly weight: number,
  ) {
    super();
  }
}

@CommandHandler(EditCriterionCommand)
export class EditCriterionHandler implements ICommandHandler<EditCriterionCommand> {
  constructor(private readonly transaction: CommandTransaction) {}

  async execute({ actorId, eventId, criterionId, label, weight }: EditCriterionCommand): Promise<void> {
    await this.transaction.run(actorId, async (tx) => {
      await lockEvent(tx, eventId);
      const updated = await tx.em.execute<{ id: string }[]>(
        'update judging_criteria set label = ?, weight = ? where id = ? and event_id = ? returning id',
        [label, weight, criterionId, eventId],
      );
      if (updated.length === 0) throw new CriterionNotFound();
      tx.record(new CriterionEdited(eventId, { criterionId, label, weight }));
    });
  }
}

export class AddJudgeCommand extends Command<string> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly query: string,
  ) {
    super();
  }
}

/** Exact email first; otherwise the first profile whose name contains the text (the spec's lookup). */
@CommandHandler(AddJudgeCommand)
export class AddJudgeHandler implements ICommandHandler<AddJudgeCommand> {
  constructor(private readonly transaction: CommandTransaction) {}

  execute({ actorId, eventId, query }: AddJudgeCommand): Promise<string> {
    return this.transaction.run(actorId, async (tx) => {
      await lockEvent(tx, eventId);
      const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const [user] = await tx.em.execute<{ id: string }[]>(
        `select u.id from users u left join profiles p on p.user_id = u.id
         where lower(u.email) = lower(?) or p.name ilike ?
         order by (lower(u.email) = lower(?)) desc, p.name, u.created_at limit 1`,
        [query, pattern, query],
      );
      if (!user) throw new JudgeNotFound();
      const inserted = await tx.em.execute<{ id: string }[]>(
        'insert into event_judges (id, event_id, user_id) values (?, ?, ?) on conflict do nothing returning id',
        [randomUUID(), eventId, user.id],
      );
      if (inserted.length > 0) tx.record(new JudgeAdded(eventId, { userId: user.id, via: 'judging_tab' }));
      return user.id;
    });
  }
}

export class RemoveJudgeCommand extends Command<void> {
  constructor(
    readonly actorId: string,
    readonly eventId: string,
    readonly userId: string,
  ) {
    super();
  }
}

@CommandHandler(RemoveJudgeCommand)
export class RemoveJudgeHandler implements ICommandHandler<RemoveJudgeCommand> {
  constructor(private readonly transaction: CommandTransaction) {}

  async execute({ actorId, eventId, userId }: RemoveJudgeCommand): Promise<void> {
    await this.transaction.run(actorId, async (tx) => {
      await lockEvent(tx, eventId);
      const removed = await tx.em.execute<{ id: string }[]>(
        'delete from event_judges where event_id = ? and user_id = ? returning id',
        [eventId, userId],
      );
      if (removed.length === 0) throw new JudgeNotFound();
      tx.record(new JudgeRemoved(eventId, { userId }));
    });
  }
}

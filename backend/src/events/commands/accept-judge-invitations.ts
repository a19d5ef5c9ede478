import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import {
  Command,
  CommandBus,
  CommandHandler,
  EventsHandler,
  type ICommandHandler,
  type IEventHandler,
} from '@nestjs/cqrs';
import { CommandTransaction, EventCommitted } from '../../transactions/command-transaction.js';
import { UserEmailVerified } from '../../users/user.events.js';
import { JudgeAdded } from '../event.events.js';

export class AcceptJudgeInvitationsCommand extends Command<number> {
  constructor(
    readonly userId: string,
    readonly email: string,
  ) {
    super();
  }
}

/** Assigns someone to every event that invited their email as a judge. */
@CommandHandler(AcceptJudgeInvitationsCommand)
export class AcceptJudgeInvitationsHandler implements ICommandHandler<AcceptJudgeInvitationsCommand> {
  constructor(private readonly transaction: CommandTransaction) {}

  execute({ userId, email }: AcceptJudgeInvitationsCommand): Promise<number> {
    return this.transaction.run(userId, async (tx) => {
      const invitations = await tx.em.execute<{ id: string; event_id: string }[]>(
        'select id, event_id from judge_invitations where lower(email) = lower(?) and accepted_at is null for update',
        [email],
      );
      for (const invitation of invitations) {
        await tx.em.execute('update judge_invitations set accepted_at = now() where id = ?', [invitation.id]);
        const inserted = await tx.em.execute<{ id: string }[]>(
          'insert into event_judges (id, event_id, user_id) values (?, ?, ?) on conflict do nothing returning id',
          [randomUUID(), invitation.event_id, userId],
        );
        if (inserted.length > 0) tx.record(new JudgeAdded(invitation.event_id, { userId, via: 'invitation' }));
      }
      return invitations.length;
    });
  }
}

/**
 * Invitations are accepted once the email is verified (not at sign-up), so nobody becomes a
 * judge with an address they do not own.
 */
@EventsHandler(EventCommitted)
export class AcceptInvitationsOnVerification implements IEventHandler<EventCommitted> {
  private readonly logger = new Logger(AcceptInvitationsOnVerification.name);

  constructor(private readonly commands: CommandBus) {}

  handle({ event }: EventCommitted): void {
    if (event.type !== UserEmailVerified.TYPE) return;
    const email = (event.payload as { email: string }).email;
    this.commands.execute(new AcceptJudgeInvitationsCommand(event.streamId, email)).catch((error: unknown) => {
      this.logger.error(
        `Judge invitations of ${event.streamId} not accepted: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
  }
}

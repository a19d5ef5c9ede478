import { Logger } from '@nestjs/common';
import { CommandBus, EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { isEventOf } from '../../../audit/domain-event.js';
import { EventCommitted } from '../../../transactions/command-transaction.js';
import { UserEmailVerified } from '../../../users/user.events.js';
import { AcceptJudgeInvitationsCommand } from './accept-judge-invitations.command.js';

/**
 * Invitations are accepted once the email is verified (not at sign-up), so nobody becomes a
 * judge with an address they do not own.
 */
@EventsHandler(EventCommitted)
export class AcceptInvitationsOnVerification implements IEventHandler<EventCommitted> {
  private readonly logger = new Logger(AcceptInvitationsOnVerification.name);

  constructor(private readonly commands: CommandBus) {}

  handle({ event }: EventCommitted): void {
    if (!isEventOf(event, [UserEmailVerified.TYPE])) return;
    const { email } = event.payload;
    this.commands.execute(new AcceptJudgeInvitationsCommand(event.streamId, email)).catch((error: unknown) => {
      this.logger.error(
        `Judge invitations of ${event.streamId} not accepted: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
  }
}

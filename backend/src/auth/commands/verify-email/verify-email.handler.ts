import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { EmailVerifiedParticipants } from '../../../users/email-verified-participants.js';
import { UserEmailVerified } from '../../../users/user.events.js';
import { UserRepository } from '../../../users/user.repository.js';
import { OneTimeLinks } from '../../one-time-links.js';
import { type IssuedSession, Sessions } from '../../sessions.js';
import { VerifyEmailCommand } from './verify-email.command.js';

/**
 * Following the emailed link confirms the address and signs the user in; what other features do
 * for a proven address (judge invitations) happens in the same transaction.
 */
@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly users: UserRepository,
    private readonly links: OneTimeLinks,
    private readonly sessions: Sessions,
    private readonly emailVerified: EmailVerifiedParticipants,
  ) {}

  async execute({ token, client }: VerifyEmailCommand): Promise<IssuedSession> {
    return this.transaction.run(null, async (tx) => {
      const userId = await this.links.consume(token, 'verify_email');
      const user = await this.users.confirmEmail(userId);
      tx.record(new UserEmailVerified(userId, { email: user.email }));
      await this.emailVerified.run(tx, { userId, email: user.email });
      return this.sessions.start({ id: userId, role: user.role }, client);
    });
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { EmailVerifiedParticipants } from '../../../users/email-verified-participants.js';
import { hashPassword } from '../../../users/password-hasher.js';
import { UserPasswordChanged } from '../../../users/user.events.js';
import { UserRepository } from '../../../users/user.repository.js';
import { authEmails } from '../../auth-emails.js';
import { OneTimeLinks } from '../../one-time-links.js';
import { type IssuedSession, Sessions } from '../../sessions.js';
import { ResetPasswordCommand } from './reset-password.command.js';
import { sendEmail } from '../../../notifications/email/send-email.js';

/**
 * Sets the new password from a reset link, signs every other session out, tells the owner by
 * email, and signs this browser in. Following the link also proves the email address.
 */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly users: UserRepository,
    private readonly links: OneTimeLinks,
    private readonly sessions: Sessions,
    private readonly emailVerified: EmailVerifiedParticipants,
  ) {}

  async execute({ token, password, client }: ResetPasswordCommand): Promise<IssuedSession> {
    // A bogus link costs one indexed read, never argon2 work; the hash is made outside the
    // transaction, so no pooled connection waits on it.
    await this.links.check(token, 'reset_password');
    const passwordHash = await hashPassword(password);
    return this.transaction.run(null, async (tx) => {
      const userId = await this.links.consume(token, 'reset_password');
      const user = await this.users.changePassword(userId, passwordHash);
      await this.sessions.revokeAllOfUser(userId, 'password_changed');
      tx.record(new UserPasswordChanged(userId, { via: 'reset_link' }));
      // The link proved the address too: someone invited as a judge who never verified is seated now.
      await this.emailVerified.run(tx, { userId, email: user.email });
      sendEmail(tx, authEmails.passwordChanged(user.email));
      return this.sessions.start({ id: userId, role: user.role }, client);
    });
  }
}

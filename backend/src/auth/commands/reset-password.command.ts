import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Role } from '../../common/auth/roles.js';
import { CommandTransaction } from '../../transactions/command-transaction.js';
import { hashPassword } from '../../users/password-hasher.js';
import { UserPasswordChanged } from '../../users/user.events.js';
import { authEmails } from '../auth-emails.js';
import { OneTimeLinks } from '../one-time-links.js';
import { type ClientInfo, type IssuedSession, Sessions } from '../sessions.js';

export class ResetPasswordCommand extends Command<IssuedSession> {
  constructor(
    readonly token: string,
    readonly password: string,
    readonly client: ClientInfo,
  ) {
    super();
  }
}

/**
 * Sets the new password from a reset link, signs every other session out, tells the owner by
 * email, and signs this browser in. Following the link also proves the email address.
 */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly links: OneTimeLinks,
    private readonly sessions: Sessions,
  ) {}

  async execute({ token, password, client }: ResetPasswordCommand): Promise<IssuedSession> {
    const passwordHash = await hashPassword(password);
    return this.transaction.run(null, async (tx) => {
      const userId = await this.links.consume(tx.em, token, 'reset_password');
      const [user] = await tx.em.execute<{ email: string; role: Role }[]>(
        `update users u set password_hash = ?, email_confirmed_at = coalesce(u.email_confirmed_at, now()), updated_at = now()
         from user_roles r where u.id = ? and r.user_id = u.id returning u.email, r.role`,
        [passwordHash, userId],
      );
      await this.sessions.revokeAllOfUser(tx.em, userId, 'password_changed');
      tx.record(new UserPasswordChanged(userId, { via: 'reset_link' }));
      tx.sendEmail(authEmails.passwordChanged(user.email));
      return this.sessions.start(tx.em, { id: userId, role: user.role }, client);
    });
  }
}

import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Inject } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { CommandTransaction } from '../../transactions/command-transaction.js';
import { hashPassword } from '../../users/password-hasher.js';
import { ProfileCreated, UserSignedUp } from '../../users/user.events.js';
import { authEmails } from '../auth-emails.js';
import { OneTimeLinks } from '../one-time-links.js';

export class SignUpCommand extends Command<void> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly firstName: string,
    readonly lastName: string,
  ) {
    super();
  }
}

/**
 * Creates the account, its profile and participant role, and emails a verification link. An email
 * that already has an account gets a "you already have one" email instead: the answer is the same,
 * so sign-up cannot be used to find out who is registered.
 */
@CommandHandler(SignUpCommand)
export class SignUpHandler implements ICommandHandler<SignUpCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly links: OneTimeLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ email, password, firstName, lastName }: SignUpCommand): Promise<void> {
    const passwordHash = await hashPassword(password);
    const userId = randomUUID();
    await this.transaction.run(userId, async (tx) => {
      const [created] = await tx.em.execute<{ id: string }[]>(
        `insert into users (id, email, password_hash) values (?, ?, ?)
         on conflict ((lower(email))) do nothing returning id`,
        [userId, email, passwordHash],
      );
      if (!created) {
        tx.sendEmail(authEmails.alreadyRegistered(email, `${this.config.appUrl}/auth`));
        return;
      }
      const name = `${firstName} ${lastName}`;
      await tx.em.execute('insert into profiles (id, user_id, name, first_name, last_name) values (?, ?, ?, ?, ?)', [
        randomUUID(),
        userId,
        name,
        firstName,
        lastName,
      ]);
      await tx.em.execute("insert into user_roles (id, user_id, role) values (?, ?, 'participant')", [
        randomUUID(),
        userId,
      ]);
      const token = await this.links.issue(tx.em, userId, 'verify_email');
      tx.record(new UserSignedUp(userId, { email, firstName, lastName }), 0);
      tx.record(new ProfileCreated(userId, { firstName, lastName }), 0);
      tx.sendEmail(authEmails.verify(email, firstName, `${this.config.appUrl}/auth/confirm?token=${token}`));
    });
  }
}

import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { hashPassword } from '../../../users/password-hasher.js';
import { ProfileCreated, UserSignedUp } from '../../../users/user.events.js';
import { UserRepository } from '../../../users/user.repository.js';
import { authEmails } from '../../auth-emails.js';
import { OneTimeLinks } from '../../one-time-links.js';
import { SignUpCommand } from './sign-up.command.js';
import { sendEmail } from '../../../notifications/email/send-email.js';

/**
 * Creates the account, its profile and participant role, and emails a verification link. An email
 * that already has an account gets a "you already have one" email instead: the answer is the same,
 * so sign-up cannot be used to find out who is registered.
 */
@CommandHandler(SignUpCommand)
export class SignUpHandler implements ICommandHandler<SignUpCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly users: UserRepository,
    private readonly links: OneTimeLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ email, password, firstName, lastName }: SignUpCommand): Promise<void> {
    const passwordHash = await hashPassword(password);
    const userId = randomUUID();
    await this.transaction.run(userId, async (tx) => {
      if (!(await this.users.create({ id: userId, email, passwordHash, firstName, lastName }))) {
        sendEmail(tx, authEmails.alreadyRegistered(email, `${this.config.appUrl}/auth`));
        return;
      }
      const token = await this.links.issue(userId, 'verify_email');
      tx.record(new UserSignedUp(userId, { email, firstName, lastName }), 0);
      tx.record(new ProfileCreated(userId, { firstName, lastName }), 0);
      sendEmail(tx, authEmails.verify(email, firstName, `${this.config.appUrl}/auth/confirm#token=${token}`));
    });
  }
}

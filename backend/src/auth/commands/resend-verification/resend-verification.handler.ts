import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { UserRepository } from '../../../users/user.repository.js';
import { authEmails } from '../../auth-emails.js';
import { OneTimeLinks } from '../../one-time-links.js';
import { ResendVerificationCommand } from './resend-verification.command.js';
import { sendEmail } from '../../../notifications/email/send-email.js';

/** Sends a fresh link to an unverified account; does nothing, silently, for any other email. */
@CommandHandler(ResendVerificationCommand)
export class ResendVerificationHandler implements ICommandHandler<ResendVerificationCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly users: UserRepository,
    private readonly links: OneTimeLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ email }: ResendVerificationCommand): Promise<void> {
    await this.transaction.run(null, async (tx) => {
      const user = await this.users.findUnconfirmedByEmail(email);
      if (!user) return;
      const token = await this.links.issue(user.id, 'verify_email');
      sendEmail(
        tx,
        authEmails.verify(user.email, user.firstName ?? 'there', `${this.config.appUrl}/auth/confirm#token=${token}`),
      );
    });
  }
}

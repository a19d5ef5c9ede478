import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { UserRepository } from '../../../users/user.repository.js';
import { authEmails } from '../../auth-emails.js';
import { OneTimeLinks } from '../../one-time-links.js';
import { RequestPasswordResetCommand } from './request-password-reset.command.js';
import { sendEmail } from '../../../notifications/email/send-email.js';

/** Emails a reset link when the account exists; the caller gets the same answer either way. */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly users: UserRepository,
    private readonly links: OneTimeLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ email }: RequestPasswordResetCommand): Promise<void> {
    await this.transaction.run(null, async (tx) => {
      const user = await this.users.findByEmail(email);
      if (!user) return;
      const token = await this.links.issue(user.id, 'reset_password');
      sendEmail(tx, authEmails.resetPassword(user.email, `${this.config.appUrl}/auth/update-password#token=${token}`));
    });
  }
}

import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { CommandTransaction } from '../../transactions/command-transaction.js';
import { authEmails } from '../auth-emails.js';
import { OneTimeLinks } from '../one-time-links.js';

export class ResendVerificationCommand extends Command<void> {
  constructor(readonly email: string) {
    super();
  }
}

/** Sends a fresh link to an unverified account; does nothing, silently, for any other email. */
@CommandHandler(ResendVerificationCommand)
export class ResendVerificationHandler implements ICommandHandler<ResendVerificationCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly links: OneTimeLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ email }: ResendVerificationCommand): Promise<void> {
    await this.transaction.run(null, async (tx) => {
      const [user] = await tx.em.execute<{ id: string; email: string; first_name: string | null }[]>(
        `select u.id, u.email, p.first_name from users u left join profiles p on p.user_id = u.id
         where lower(u.email) = lower(?) and u.email_confirmed_at is null`,
        [email],
      );
      if (!user) return;
      const token = await this.links.issue(tx.em, user.id, 'verify_email');
      tx.sendEmail(
        authEmails.verify(user.email, user.first_name ?? 'there', `${this.config.appUrl}/auth/confirm?token=${token}`),
      );
    });
  }
}

import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../transactions/command-transaction.js';
import { UserEmailVerified } from '../../users/user.events.js';
import { OneTimeLinks } from '../one-time-links.js';
import { type ClientInfo, type IssuedSession, Sessions } from '../sessions.js';

export class VerifyEmailCommand extends Command<IssuedSession> {
  constructor(
    readonly token: string,
    readonly client: ClientInfo,
  ) {
    super();
  }
}

/** Following the emailed link confirms the address and signs the user in. */
@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly links: OneTimeLinks,
    private readonly sessions: Sessions,
  ) {}

  async execute({ token, client }: VerifyEmailCommand): Promise<IssuedSession> {
    return this.transaction.run(null, async (tx) => {
      const userId = await this.links.consume(tx.em, token, 'verify_email');
      const [user] = await tx.em.execute<{ email: string; role: IssuedSession['user']['role'] }[]>(
        `update users u set email_confirmed_at = coalesce(u.email_confirmed_at, now()), updated_at = now()
         from user_roles r where u.id = ? and r.user_id = u.id returning u.email, r.role`,
        [userId],
      );
      tx.record(new UserEmailVerified(userId, { email: user.email }));
      return this.sessions.start(tx.em, { id: userId, role: user.role }, client);
    });
  }
}

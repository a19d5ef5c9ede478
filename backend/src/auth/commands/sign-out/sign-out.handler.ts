import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { UserSignedOut } from '../../../users/user.events.js';
import { Sessions } from '../../sessions.js';
import { SignOutCommand } from './sign-out.command.js';

/** Signs the user out of every session ("global scope"), known by access token or refresh cookie. */
@CommandHandler(SignOutCommand)
export class SignOutHandler implements ICommandHandler<SignOutCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly sessions: Sessions,
  ) {}

  async execute({ userId, refreshToken }: SignOutCommand): Promise<void> {
    await this.transaction.run(userId ?? null, async (tx) => {
      const user = userId ?? (refreshToken ? await this.sessions.userOfRefreshToken(refreshToken) : undefined);
      if (!user) return;
      await this.sessions.revokeAllOfUser(user, 'sign_out');
      tx.record(new UserSignedOut(user, { scope: 'all_sessions' }));
    });
  }
}

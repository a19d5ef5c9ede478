import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { UserSessionRevoked } from '../../../users/user.events.js';
import { type IssuedSession, Sessions } from '../../sessions.js';
import { RefreshSessionCommand } from './refresh-session.command.js';

@CommandHandler(RefreshSessionCommand)
export class RefreshSessionHandler implements ICommandHandler<RefreshSessionCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly sessions: Sessions,
  ) {}

  async execute({ refreshToken }: RefreshSessionCommand): Promise<IssuedSession> {
    // A replayed token revokes its session even though the refresh itself fails, so that
    // revocation must commit on its own before the failure is reported. Nobody known is acting:
    // the token's holder may be the thief.
    try {
      return await this.transaction.run(null, () => this.sessions.rotate(refreshToken));
    } catch (error) {
      await this.transaction.run(null, async (tx) => {
        const revoked = await this.sessions.revokeIfReplayed(refreshToken);
        if (revoked)
          tx.record(new UserSessionRevoked(revoked.userId, { sessionId: revoked.sessionId, reason: 'token_reuse' }));
      });
      throw error;
    }
  }
}

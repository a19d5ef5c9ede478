import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
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
    // revocation must commit on its own before the failure is reported.
    try {
      return await this.transaction.run(null, () => this.sessions.rotate(refreshToken));
    } catch (error) {
      await this.transaction.run(null, () => this.sessions.revokeIfReplayed(refreshToken));
      throw error;
    }
  }
}

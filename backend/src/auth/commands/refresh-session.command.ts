import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../transactions/command-transaction.js';
import { type IssuedSession, Sessions } from '../sessions.js';

export class RefreshSessionCommand extends Command<IssuedSession> {
  constructor(readonly refreshToken: string) {
    super();
  }
}

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
      return await this.transaction.run(null, (tx) => this.sessions.rotate(tx.em, refreshToken));
    } catch (error) {
      await this.transaction.run(null, (tx) => this.sessions.revokeIfReplayed(tx.em, refreshToken));
      throw error;
    }
  }
}

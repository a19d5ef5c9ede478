import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { burnPasswordCheck, ensurePasswordWorkRoom, passwordMatches } from '../../../users/password-hasher.js';
import { UserRepository } from '../../../users/user.repository.js';
import { EmailNotConfirmed, InvalidCredentials } from '../../auth.errors.js';
import { type IssuedSession, Sessions } from '../../sessions.js';
import { SignInCommand } from './sign-in.command.js';

@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly users: UserRepository,
    private readonly sessions: Sessions,
  ) {}

  async execute({ email, password, client }: SignInCommand): Promise<IssuedSession> {
    ensurePasswordWorkRoom();
    // The password is checked before the transaction: argon2 work must not hold a pooled connection.
    const user = await this.users.credentialsOf(email);
    if (!user) {
      await burnPasswordCheck(password);
      throw new InvalidCredentials();
    }
    if (!(await passwordMatches(user.passwordHash, password))) throw new InvalidCredentials();
    if (!user.emailConfirmedAt) throw new EmailNotConfirmed();
    return this.transaction.run(null, () => this.sessions.start({ id: user.id, role: user.role }, client));
  }
}

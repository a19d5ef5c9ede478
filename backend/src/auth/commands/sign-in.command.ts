import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Role } from '../../common/auth/roles.js';
import { CommandTransaction } from '../../transactions/command-transaction.js';
import { burnPasswordCheck, passwordMatches } from '../../users/password-hasher.js';
import { EmailNotConfirmed, InvalidCredentials } from '../auth.errors.js';
import { type ClientInfo, type IssuedSession, Sessions } from '../sessions.js';

export class SignInCommand extends Command<IssuedSession> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly client: ClientInfo,
  ) {
    super();
  }
}

@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly sessions: Sessions,
  ) {}

  async execute({ email, password, client }: SignInCommand): Promise<IssuedSession> {
    return this.transaction.run(null, async (tx) => {
      const [user] = await tx.em.execute<
        { id: string; password_hash: string; email_confirmed_at: string | null; role: Role }[]
      >(
        `select u.id, u.password_hash, u.email_confirmed_at, r.role from users u join user_roles r on r.user_id = u.id
         where lower(u.email) = lower(?)`,
        [email],
      );
      if (!user) {
        await burnPasswordCheck(password);
        throw new InvalidCredentials();
      }
      if (!(await passwordMatches(user.password_hash, password))) throw new InvalidCredentials();
      if (!user.email_confirmed_at) throw new EmailNotConfirmed();
      return this.sessions.start(tx.em, { id: user.id, role: user.role }, client);
    });
  }
}

import { Command } from '@nestjs/cqrs';
import type { ClientInfo, IssuedSession } from '../../sessions.js';

export class SignInCommand extends Command<IssuedSession> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly client: ClientInfo,
  ) {
    super();
  }
}

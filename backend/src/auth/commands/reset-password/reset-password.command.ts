import { Command } from '@nestjs/cqrs';
import type { ClientInfo, IssuedSession } from '../../sessions.js';

export class ResetPasswordCommand extends Command<IssuedSession> {
  constructor(
    readonly token: string,
    readonly password: string,
    readonly client: ClientInfo,
  ) {
    super();
  }
}

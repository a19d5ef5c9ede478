import { Command } from '@nestjs/cqrs';
import type { ClientInfo, IssuedSession } from '../../sessions.js';

export class VerifyEmailCommand extends Command<IssuedSession> {
  constructor(
    readonly token: string,
    readonly client: ClientInfo,
  ) {
    super();
  }
}

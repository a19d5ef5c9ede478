import { Command } from '@nestjs/cqrs';
import type { IssuedSession } from '../../sessions.js';

export class RefreshSessionCommand extends Command<IssuedSession> {
  constructor(readonly refreshToken: string) {
    super();
  }
}

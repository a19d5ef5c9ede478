import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SessionRepository } from '../../session.repository.js';
import { IsFirstSignInQuery } from './is-first-sign-in.query.js';

/**
 * Every sign-in (the form, the verification link, a password reset) starts a session, and sessions
 * are kept when revoked, so a second session means the person has signed in before.
 */
@QueryHandler(IsFirstSignInQuery)
export class IsFirstSignInHandler implements IQueryHandler<IsFirstSignInQuery> {
  constructor(private readonly sessions: SessionRepository) {}

  async execute({ userId }: IsFirstSignInQuery): Promise<boolean> {
    return (await this.sessions.countOfUser(userId, 2)) < 2;
  }
}

import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { UserRepository } from '../../user.repository.js';
import { UserNotFound } from '../../users.errors.js';
import { GetMeQuery, type Me } from './get-me.query.js';

@QueryHandler(GetMeQuery)
export class GetMeHandler implements IQueryHandler<GetMeQuery> {
  constructor(private readonly users: UserRepository) {}

  async execute({ userId }: GetMeQuery): Promise<Me> {
    const me = await this.users.me(userId);
    if (!me) throw new UserNotFound('User not found');
    return {
      id: me.id,
      email: me.email,
      role: me.role,
      name: me.name,
      emailConfirmedAt: me.emailConfirmedAt ? me.emailConfirmedAt.toISOString() : null,
    };
  }
}

import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { UserRepository } from '../../user.repository.js';
import { CountUsersQuery } from './count-users.query.js';
import type { UserCountDto } from './user-count.response.dto.js';

/** The staff dashboards' 'Users' total. */
@QueryHandler(CountUsersQuery)
export class CountUsersHandler implements IQueryHandler<CountUsersQuery> {
  constructor(private readonly users: UserRepository) {}

  async execute(): Promise<UserCountDto> {
    return { total: await this.users.count() };
  }
}

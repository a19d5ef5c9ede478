import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { UserRepository } from '../../user.repository.js';
import { ListUsersQuery } from './list-users.query.js';
import type { UserPageDto } from './list-users.response.dto.js';

/** Everyone, newest first, for the User Management tab. */
@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery> {
  constructor(private readonly users: UserRepository) {}

  async execute({ page, pageSize, search }: ListUsersQuery): Promise<UserPageDto> {
    const { items, total } = await this.users.page(search, page, pageSize);
    return {
      items: items.map((item) => ({
        userId: item.userId,
        email: item.email,
        name: item.name,
        role: item.role,
        createdAt: item.createdAt.toISOString(),
      })),
      total,
    };
  }
}

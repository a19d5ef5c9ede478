import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { UserRepository } from '../../user.repository.js';
import { ListUsersQuery } from './list-users.query.js';
import type { UserPageDto } from './list-users.response.dto.js';

/** Everyone for the User Management tab: searched, filtered by role, sorted by any column, paged. */
@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery> {
  constructor(private readonly users: UserRepository) {}

  async execute({ filters, sort, page, pageSize }: ListUsersQuery): Promise<UserPageDto> {
    const { items, total } = await this.users.page(filters, sort, page, pageSize);
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

import { Query } from '@nestjs/cqrs';
import type { UserFilters, UserSort } from '../../user.repository.js';
import type { UserPageDto } from './list-users.response.dto.js';

export class ListUsersQuery extends Query<UserPageDto> {
  constructor(
    readonly filters: UserFilters,
    readonly sort: UserSort,
    readonly page: number,
    readonly pageSize: number,
  ) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { UserPageDto } from './list-users.response.dto.js';

export class ListUsersQuery extends Query<UserPageDto> {
  constructor(
    readonly page: number,
    readonly pageSize: number,
    readonly search: string | undefined,
  ) {
    super();
  }
}

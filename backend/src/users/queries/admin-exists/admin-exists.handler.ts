import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { UserRoleRepository } from '../../user-role.repository.js';
import { AdminExistsQuery } from './admin-exists.query.js';

@QueryHandler(AdminExistsQuery)
export class AdminExistsHandler implements IQueryHandler<AdminExistsQuery> {
  constructor(private readonly roles: UserRoleRepository) {}

  execute(): Promise<boolean> {
    return this.roles.adminExists();
  }
}

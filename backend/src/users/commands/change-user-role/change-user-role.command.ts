import { Command } from '@nestjs/cqrs';
import type { Role } from '../../../common/auth/roles.js';

/** The User Management tab's role dropdown: any of the four roles. */
export class ChangeUserRoleCommand extends Command<Role> {
  constructor(
    readonly actorId: string,
    readonly userId: string,
    readonly role: Role,
  ) {
    super();
  }
}

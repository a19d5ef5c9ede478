import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Role } from '../../../common/auth/roles.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { RoleAssignment } from '../../role-assignment.js';
import { ChangeUserRoleCommand } from './change-user-role.command.js';

@CommandHandler(ChangeUserRoleCommand)
export class ChangeUserRoleHandler implements ICommandHandler<ChangeUserRoleCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly roles: RoleAssignment,
  ) {}

  execute({ actorId, userId, role }: ChangeUserRoleCommand): Promise<Role> {
    return this.transaction.run(actorId, async (tx) => {
      await this.roles.lock();
      await this.roles.assign(tx, userId, role, 'user_management');
      return role;
    });
  }
}

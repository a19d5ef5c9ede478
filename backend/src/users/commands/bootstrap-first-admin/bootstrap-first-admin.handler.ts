import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { RoleAssignment } from '../../role-assignment.js';
import { BootstrapFirstAdminCommand } from './bootstrap-first-admin.command.js';

@CommandHandler(BootstrapFirstAdminCommand)
export class BootstrapFirstAdminHandler implements ICommandHandler<BootstrapFirstAdminCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly roles: RoleAssignment,
  ) {}

  execute({ userId }: BootstrapFirstAdminCommand): Promise<'created' | 'exists'> {
    return this.transaction.run(userId, async (tx) => {
      await this.roles.lock();
      if (await this.roles.adminExists()) return 'exists';
      await this.roles.assign(tx, userId, 'admin', 'bootstrap');
      return 'created';
    });
  }
}

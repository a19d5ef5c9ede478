import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { RoleAssignment } from '../../role-assignment.js';
import { UserDirectory } from '../../user-directory.js';
import { UserNotFound } from '../../users.errors.js';
import { GrantRoleByEmailCommand } from './grant-role-by-email.command.js';
import type { GrantableRole } from './grant-role-by-email.request.dto.js';

@CommandHandler(GrantRoleByEmailCommand)
export class GrantRoleByEmailHandler implements ICommandHandler<GrantRoleByEmailCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly roles: RoleAssignment,
    private readonly directory: UserDirectory,
  ) {}

  execute({ actorId, email, role }: GrantRoleByEmailCommand): Promise<{ userId: string; role: GrantableRole }> {
    return this.transaction.run(actorId, async (tx) => {
      await this.roles.lock();
      const userId = await this.directory.idByEmail(email);
      if (!userId) throw new UserNotFound();
      await this.roles.assign(tx, userId, role, 'grant_by_email');
      return { userId, role };
    });
  }
}

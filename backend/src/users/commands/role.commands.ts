import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Role } from '../../common/auth/roles.js';
import { CommandTransaction } from '../../transactions/command-transaction.js';
import { RoleAssignment } from '../role-assignment.js';
import type { GrantableRole } from '../users.dto.js';
import { UserNotFound } from '../users.errors.js';

/** "Make me Admin (first-time only)": only while no admin exists. */
export class BootstrapFirstAdminCommand extends Command<'created' | 'exists'> {
  constructor(readonly userId: string) {
    super();
  }
}

@CommandHandler(BootstrapFirstAdminCommand)
export class BootstrapFirstAdminHandler implements ICommandHandler<BootstrapFirstAdminCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly roles: RoleAssignment,
  ) {}

  execute({ userId }: BootstrapFirstAdminCommand): Promise<'created' | 'exists'> {
    return this.transaction.run(userId, async (tx) => {
      await this.roles.lock(tx);
      if (await this.roles.adminExists(tx)) return 'exists';
      await this.roles.assign(tx, userId, 'admin', 'bootstrap');
      return 'created';
    });
  }
}

/** The Grant Role card: by email, among admin, organizer and participant. */
export class GrantRoleByEmailCommand extends Command<{ userId: string; role: GrantableRole }> {
  constructor(
    readonly actorId: string,
    readonly email: string,
    readonly role: GrantableRole,
  ) {
    super();
  }
}

@CommandHandler(GrantRoleByEmailCommand)
export class GrantRoleByEmailHandler implements ICommandHandler<GrantRoleByEmailCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly roles: RoleAssignment,
  ) {}

  execute({ actorId, email, role }: GrantRoleByEmailCommand): Promise<{ userId: string; role: GrantableRole }> {
    return this.transaction.run(actorId, async (tx) => {
      await this.roles.lock(tx);
      const [user] = await tx.em.execute<{ id: string }[]>('select id from users where lower(email) = lower(?)', [
        email,
      ]);
      if (!user) throw new UserNotFound();
      await this.roles.assign(tx, user.id, role, 'grant_by_email');
      return { userId: user.id, role };
    });
  }
}

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

@CommandHandler(ChangeUserRoleCommand)
export class ChangeUserRoleHandler implements ICommandHandler<ChangeUserRoleCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly roles: RoleAssignment,
  ) {}

  execute({ actorId, userId, role }: ChangeUserRoleCommand): Promise<Role> {
    return this.transaction.run(actorId, async (tx) => {
      await this.roles.lock(tx);
      await this.roles.assign(tx, userId, role, 'user_management');
      return role;
    });
  }
}

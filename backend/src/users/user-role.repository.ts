import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '../common/auth/roles.js';
import { kyselyOf } from '../database/database.js';

/** The role of each user. Changes are serialised by `lockRoleChanges` (see RoleAssignment). */
@Injectable()
export class UserRoleRepository {
  constructor(private readonly em: EntityManager) {}

  /** A transaction-wide advisory lock that every role change takes first. */
  async lockRoleChanges(): Promise<void> {
    await this.db()
      .selectNoFrom((eb) =>
        eb.fn('pg_advisory_xact_lock', [eb.fn('hashtext', [eb.val('sprintboard.user_roles')])]).as('locked'),
      )
      .execute();
  }

  async adminExists(): Promise<boolean> {
    const row = await this.db()
      .selectFrom('user_roles')
      .select((eb) => eb.lit(1).as('found'))
      .where('role', '=', 'admin')
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async roleOf(userId: string): Promise<Role | undefined> {
    const row = await this.db()
      .selectFrom('user_roles')
      .select('role')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.role;
  }

  /** The users holding any of these roles, oldest account first. */
  async holdersOf(roles: readonly Role[]): Promise<string[]> {
    if (roles.length === 0) return [];
    const rows = await this.db()
      .selectFrom('user_roles')
      .select('user_id')
      .where('role', 'in', roles)
      .orderBy('id')
      .execute();
    return rows.map((row) => row.user_id);
  }

  async countAdmins(): Promise<number> {
    const { admins } = await this.db()
      .selectFrom('user_roles')
      .select((eb) => eb.fn.countAll<string>().as('admins'))
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    return Number(admins);
  }

  async setRole(userId: string, role: Role): Promise<void> {
    await this.db().updateTable('user_roles').set({ role }).where('user_id', '=', userId).execute();
  }

  private db() {
    return kyselyOf<'user_roles'>(this.em);
  }
}

import { Injectable } from '@nestjs/common';
import type { Role } from '../common/auth/roles.js';
import type { TransactionScope } from '../transactions/transaction-scope.js';
import { type RoleChangeVia, UserRoleChanged } from './user.events.js';
import { LastAdmin, UserNotFound } from './users.errors.js';

/**
 * Every role change goes through here. One lock serialises them, so "is there an admin?" and
 * "is this the last admin?" cannot race: ten people bootstrapping at once give exactly one admin.
 */
@Injectable()
export class RoleAssignment {
  async lock(tx: TransactionScope): Promise<void> {
    await tx.em.execute(`select pg_advisory_xact_lock(hashtext('sprintboard.user_roles'))`);
  }

  async adminExists(tx: TransactionScope): Promise<boolean> {
    return (await tx.em.execute("select 1 from user_roles where role = 'admin' limit 1")).length > 0;
  }

  /** Call with the lock held. Returns the previous role. */
  async assign(tx: TransactionScope, userId: string, to: Role, via: RoleChangeVia): Promise<Role> {
    const [current] = await tx.em.execute<{ role: Role }[]>('select role from user_roles where user_id = ?', [userId]);
    if (!current) throw new UserNotFound('User not found');
    if (current.role === to) return to;
    if (current.role === 'admin') {
      const [{ admins }] = await tx.em.execute<{ admins: string }[]>(
        "select count(*) as admins from user_roles where role = 'admin'",
      );
      if (Number(admins) <= 1) throw new LastAdmin();
    }
    await tx.em.execute('update user_roles set role = ? where user_id = ?', [to, userId]);
    tx.record(new UserRoleChanged(userId, { from: current.role, to, via }));
    return current.role;
  }
}

import { Injectable } from '@nestjs/common';
import type { Role } from '../common/auth/roles.js';
import type { TransactionScope } from '../transactions/transaction-scope.js';
import { RoleChangeParticipants } from './role-change-participants.js';
import { type RoleChangeVia, UserRoleChanged } from './user.events.js';
import { UserRoleRepository } from './user-role.repository.js';
import { LastAdmin, UserNotFound } from './users.errors.js';

/**
 * Every role change goes through here. One lock serialises them, so "is there an admin?" and
 * "is this the last admin?" cannot race: ten people bootstrapping at once give exactly one admin.
 * Call inside a command.
 */
@Injectable()
export class RoleAssignment {
  constructor(
    private readonly roles: UserRoleRepository,
    private readonly participants: RoleChangeParticipants,
  ) {}

  lock(): Promise<void> {
    return this.roles.lockRoleChanges();
  }

  adminExists(): Promise<boolean> {
    return this.roles.adminExists();
  }

  /** Call with the lock held. Returns the previous role. */
  async assign(tx: TransactionScope, userId: string, to: Role, via: RoleChangeVia): Promise<Role> {
    const current = await this.roles.roleOf(userId);
    if (!current) throw new UserNotFound('User not found');
    if (current === to) return to;
    if (current === 'admin' && (await this.roles.countAdmins()) <= 1) throw new LastAdmin();
    await this.roles.setRole(userId, to);
    tx.record(new UserRoleChanged(userId, { from: current, to, via }));
    await this.participants.run(tx, { userId, from: current, to });
    return current;
  }
}

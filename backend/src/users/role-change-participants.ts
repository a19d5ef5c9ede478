import { Injectable } from '@nestjs/common';
import type { Role } from '../common/auth/roles.js';
import type { TransactionScope } from '../transactions/transaction-scope.js';

/** One user's role, before and after a change. */
export interface RoleChange {
  userId: string;
  from: Role;
  to: Role;
}

export type RoleChangeParticipant = (tx: TransactionScope, change: RoleChange) => Promise<void>;

/**
 * Features with something tied to a role (events: a judge's seats) register here, so users need
 * not know them. They run inside the role change's transaction: the change commits with what it
 * ends, or not at all.
 */
@Injectable()
export class RoleChangeParticipants {
  private readonly participants: RoleChangeParticipant[] = [];

  register(participant: RoleChangeParticipant): void {
    this.participants.push(participant);
  }

  /** Every participant, one after the other (they share the transaction's connection). */
  async run(tx: TransactionScope, change: RoleChange): Promise<void> {
    for (const participant of this.participants) await participant(tx, change);
  }
}

import { Injectable } from '@nestjs/common';
import { RECORD_READERS } from '../common/auth/record-readers.js';
import type { AuthUser } from '../common/auth/roles.js';
import { VentureRepository } from './venture.repository.js';
import { VentureMembership } from './venture-membership.js';
import { NotVentureMember, VentureMerged, VentureNotFound } from './ventures.errors.js';

/** Staff read every venture and verify, move and merge (ventures.md). */
export function isVentureStaff(user: Pick<AuthUser, 'role'> | undefined): boolean {
  return user !== undefined && RECORD_READERS.venture.includes(user.role);
}

export type LockedVenture = NonNullable<Awaited<ReturnType<VentureRepository['lockForChange']>>>;

/**
 * The checks every venture command starts with, in its transaction. Someone who may not even read
 * the venture (not a member, not staff, not public) gets a 404, as the read does; someone who reads
 * it but may not change it, a 403.
 */
@Injectable()
export class VentureAccess {
  constructor(
    private readonly ventures: VentureRepository,
    private readonly membership: VentureMembership,
  ) {}

  /** Locks the venture for a change only its members may make. */
  async lockForMember(ventureId: string, user: AuthUser): Promise<LockedVenture> {
    const venture = await this.lockLive(ventureId);
    if (await this.membership.isMember(venture.id, user.id)) return venture;
    if (venture.is_public || isVentureStaff(user)) throw new NotVentureMember();
    throw new VentureNotFound();
  }

  /** Locks the venture for a staff change (the controller has checked the role). */
  lockForStaff(ventureId: string): Promise<LockedVenture> {
    return this.lockLive(ventureId);
  }

  /** A merged venture takes no changes: its record lives on in the one it was merged into. */
  private async lockLive(ventureId: string): Promise<LockedVenture> {
    const venture = await this.ventures.lockForChange(ventureId);
    if (!venture) throw new VentureNotFound();
    if (venture.merged_into_id !== null) throw new VentureMerged();
    return venture;
  }

  /** Locks two ventures in id order, so two commands on the same pair cannot deadlock. */
  async lockPair(firstId: string, secondId: string): Promise<[LockedVenture | undefined, LockedVenture | undefined]> {
    const [low, high] = firstId < secondId ? [firstId, secondId] : [secondId, firstId];
    const lowRow = await this.ventures.lockForChange(low);
    const highRow = await this.ventures.lockForChange(high);
    return firstId < secondId ? [lowRow, highRow] : [highRow, lowRow];
  }
}

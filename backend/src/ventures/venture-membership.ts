import { Injectable } from '@nestjs/common';
import { VentureEntries, type VentureTeamRole } from '../projects/venture-entries.js';
import { VentureRepository } from './venture.repository.js';

/** A venture's members: its team now, without those removed from the venture. */
export function membersFrom(
  team: Map<string, VentureTeamRole>,
  removed: Iterable<string>,
): Map<string, VentureTeamRole> {
  for (const userId of removed) team.delete(userId);
  return team;
}

/**
 * Who a venture's members are (ventures.md 'Member'): everyone on the team (owner or member) of one
 * of its entries' projects now, minus those removed from the venture. Derived on every read, so a
 * team change shows at once. Inside a command it reads in the command's transaction.
 */
@Injectable()
export class VentureMembership {
  constructor(
    private readonly entries: VentureEntries,
    private readonly ventures: VentureRepository,
  ) {}

  async membersOf(ventureId: string): Promise<Map<string, VentureTeamRole>> {
    return (await this.membersOfVentures([ventureId])).get(ventureId) ?? new Map();
  }

  /**
   * The members of each of these ventures, in two queries however many there are (the scheduler
   * emails up to a batch of ventures at once). Every venture asked for has an entry.
   */
  async membersOfVentures(ventureIds: readonly string[]): Promise<Map<string, Map<string, VentureTeamRole>>> {
    const [teams, removed] = await Promise.all([
      this.entries.teamsOf(ventureIds),
      this.ventures.removedUserIdsOf(ventureIds),
    ]);
    for (const [ventureId, team] of teams) membersFrom(team, removed.get(ventureId) ?? []);
    return teams;
  }

  async isMember(ventureId: string, userId: string): Promise<boolean> {
    return (await this.membersOf(ventureId)).has(userId);
  }

  /** The ventures the user is a member of. */
  async ventureIdsOf(userId: string): Promise<string[]> {
    const [ventureIds, removed] = await Promise.all([
      this.entries.ventureIdsOfTeamMember(userId),
      this.ventures.ventureIdsRemovedFor(userId),
    ]);
    return ventureIds.filter((ventureId) => !removed.has(ventureId));
  }
}

import { Injectable } from '@nestjs/common';
import { Clock } from '../../../common/clock.js';
import { CheckinScheduling } from '../../checkin-scheduling.repository.js';
import { VentureMembership } from '../../venture-membership.js';
import { type CheckinFacts, type CheckinStanding, checkinStanding } from '../../checkin-schedule.js';

/**
 * The portfolio's check-in column ('Due', 'Overdue', 'Up to date') for the given ventures; the
 * portfolio query reads it through this port, and staff read it at GET /api/admin/ventures/checkin-standings.
 */
@Injectable()
export class CheckinStandings {
  constructor(
    private readonly checkins: CheckinScheduling,
    private readonly clock: Clock,
    private readonly membership: VentureMembership,
  ) {}

  /** Every venture that is 'Due' or 'Overdue' now. */
  async behind(): Promise<Map<string, CheckinStanding>> {
    return this.of(await this.checkins.venturesWithDue(this.clock.now()));
  }

  async of(ventureIds: readonly string[]): Promise<Map<string, CheckinStanding>> {
    return this.standingsFrom(ventureIds, await this.checkins.ofVentures(ventureIds));
  }

  /**
   * The members of the ventures whose check-in after this event is 'Overdue' (an announcement's
   * segment), each once.
   */
  async overdueMembersOf(eventId: string): Promise<string[]> {
    const rows = await this.checkins.ofEvent(eventId);
    const standings = this.standingsFrom([...new Set(rows.map((row) => row.venture_id))], rows);
    const overdue = [...standings].filter(([, standing]) => standing === 'Overdue').map(([ventureId]) => ventureId);
    if (overdue.length === 0) return [];
    const members = await this.membership.membersOfVentures(overdue);
    return [...new Set([...members.values()].flatMap((team) => [...team.keys()]))];
  }

  private standingsFrom(
    ventureIds: readonly string[],
    rows: readonly { venture_id: string; state: string; due_at: string | Date; asked_at: string | Date | null }[],
  ): Map<string, CheckinStanding> {
    const now = this.clock.now();
    // Grouped once: the portfolio asks for every venture, and a filter per venture would be quadratic.
    const factsOf = new Map<string, CheckinFacts[]>();
    for (const row of rows) {
      const facts = factsOf.get(row.venture_id) ?? [];
      facts.push({
        state: row.state,
        dueAt: new Date(row.due_at),
        askedAt: row.asked_at === null ? null : new Date(row.asked_at),
      });
      factsOf.set(row.venture_id, facts);
    }
    return new Map(ventureIds.map((ventureId) => [ventureId, checkinStanding(factsOf.get(ventureId) ?? [], now)]));
  }
}

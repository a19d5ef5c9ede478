import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock.js';
import { isoTimestamp } from '../../../common/timestamps.js';
import { EventCatalog } from '../../../events/event-catalog.js';
import { VentureCohortEntries } from '../../../projects/venture-cohort-entries.js';
import { PortfolioRepository } from '../../portfolio.repository.js';
import { programmeFigures, type VentureCohortFact } from '../../programme-figures.js';
import type { AnyMilestoneFact } from '../../venture-stage.js';
import { GetProgrammeFiguresQuery } from './get-programme-figures.query.js';
import type { ProgrammeFiguresDto } from './get-programme-figures.response.dto.js';

/** GET /api/admin/ventures/figures: the figures the programme quotes, per cohort and overall. */
@QueryHandler(GetProgrammeFiguresQuery)
export class GetProgrammeFiguresHandler implements IQueryHandler<GetProgrammeFiguresQuery> {
  constructor(
    private readonly entries: VentureCohortEntries,
    private readonly portfolio: PortfolioRepository,
    private readonly events: EventCatalog,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<ProgrammeFiguresDto> {
    const [entries, milestones] = await Promise.all([this.entries.all(), this.portfolio.outcomeMilestones()]);
    const sprints = await this.events.byIds([...new Set(entries.map((entry) => entry.event_id))]);

    const ventures = new Map<string, VentureCohortFact & { eventIds: string[]; milestones: AnyMilestoneFact[] }>();
    const ventureOf = (ventureId: string) => {
      let venture = ventures.get(ventureId);
      if (!venture) {
        venture = { ventureId, eventIds: [], milestones: [] };
        ventures.set(ventureId, venture);
      }
      return venture;
    };
    for (const entry of entries) ventureOf(entry.venture_id).eventIds.push(entry.event_id);
    for (const row of milestones) {
      // Only ventures that entered a sprint are in a cohort.
      if (!ventures.has(row.venture_id)) continue;
      ventureOf(row.venture_id).milestones.push({
        type: row.type,
        occurredOn: row.occurred_on,
        figures: row.type === 'funding' ? { amountMinor: Number(row.amount_minor ?? 0) } : {},
        verified: row.verified,
        createdAt: isoTimestamp(row.created_at),
      } as AnyMilestoneFact);
    }

    const now = this.clock.now();
    const figures = programmeFigures(
      sprints.map((sprint) => ({ eventId: sprint.id, title: sprint.title, endDate: isoTimestamp(sprint.end_date) })),
      [...ventures.values()],
      now,
    );
    return { ...figures, asOf: now.toISOString() };
  }
}

import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock.js';
import { VentureMembership } from '../../venture-membership.js';
import type { VentureCardDto } from '../../venture-views.dto.js';
import { lastActivityOf, nextCheckinOf, stagesOf, VentureViews } from '../venture-views.js';
import { ListMyVenturesQuery } from './list-my-ventures.query.js';

/** 'My Ventures': the caller's ventures, most recently active first. */
@QueryHandler(ListMyVenturesQuery)
export class ListMyVenturesHandler implements IQueryHandler<ListMyVenturesQuery> {
  constructor(
    private readonly membership: VentureMembership,
    private readonly views: VentureViews,
    private readonly clock: Clock,
  ) {}

  async execute({ userId }: ListMyVenturesQuery): Promise<VentureCardDto[]> {
    const records = await this.views.records(await this.membership.ventureIdsOf(userId));
    const now = this.clock.now();
    const cards = records.ventures.map((venture): VentureCardDto => {
      const entries = records.entries.get(venture.id) ?? [];
      return {
        id: venture.id,
        name: venture.name,
        pitch: venture.pitch,
        isPublic: venture.is_public,
        stage: stagesOf(records.milestones.get(venture.id) ?? []).stage,
        sprintsEntered: new Set(entries.map((entry) => entry.event_id)).size,
        lastActivityAt: lastActivityOf(venture, records),
        nextCheckin: nextCheckinOf(records.checkins.get(venture.id) ?? [], now),
      };
    });
    return cards.sort((a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt) || a.id.localeCompare(b.id));
  }
}

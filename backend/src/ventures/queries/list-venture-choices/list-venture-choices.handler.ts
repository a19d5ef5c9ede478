import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { isoTimestamp } from '../../../common/timestamps.js';
import { VentureMembership } from '../../venture-membership.js';
import type { VentureChoiceDto } from '../../venture-views.dto.js';
import { lastActivityOf, stagesOf, VentureViews } from '../venture-views.js';
import { ListVentureChoicesQuery } from './list-venture-choices.query.js';

/** The submit form's 'Continues venture …' options: the ventures the caller is a member of, most recently active first. */
@QueryHandler(ListVentureChoicesQuery)
export class ListVentureChoicesHandler implements IQueryHandler<ListVentureChoicesQuery> {
  constructor(
    private readonly membership: VentureMembership,
    private readonly views: VentureViews,
  ) {}

  async execute({ userId }: ListVentureChoicesQuery): Promise<VentureChoiceDto[]> {
    const records = await this.views.records(await this.membership.ventureIdsOf(userId));
    return records.ventures
      .map((venture) => {
        const last = (records.entries.get(venture.id) ?? [])
          .slice()
          .sort((a, b) => isoTimestamp(b.submitted_at).localeCompare(isoTimestamp(a.submitted_at)))[0];
        const choice: VentureChoiceDto = {
          id: venture.id,
          name: venture.name,
          stage: stagesOf(records.milestones.get(venture.id) ?? []).stage,
          lastSprint: last ? { eventId: last.event_id, title: records.sprintTitles.get(last.event_id) ?? '' } : null,
        };
        return { choice, activity: lastActivityOf(venture, records) };
      })
      .sort((a, b) => b.activity.localeCompare(a.activity) || a.choice.id.localeCompare(b.choice.id))
      .map(({ choice }) => choice);
  }
}

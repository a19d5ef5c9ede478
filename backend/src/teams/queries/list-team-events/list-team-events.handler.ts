import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ApplicationStanding } from '../../../applications/application-standing.js';
import { Clock } from '../../../common/clock.js';
import { EventCatalog } from '../../../events/event-catalog.js';
import { ListTeamEventsQuery } from './list-team-events.query.js';
import type { TeamEventDto } from './list-team-events.response.dto.js';

/**
 * Find Teams' event picker: the events the user is approved for, those still taking submissions
 * first (where teams still form), then the other active ones.
 */
@QueryHandler(ListTeamEventsQuery)
export class ListTeamEventsHandler implements IQueryHandler<ListTeamEventsQuery> {
  constructor(
    private readonly clock: Clock,
    private readonly catalog: EventCatalog,
    private readonly standing: ApplicationStanding,
  ) {}

  async execute({ userId }: ListTeamEventsQuery): Promise<TeamEventDto[]> {
    const [approvedIds, active] = await Promise.all([
      this.standing.approvedEventIds(userId),
      this.catalog.activeWithDeadlineAfter(this.clock.now()),
    ]);
    const titles = await this.catalog.titles(approvedIds);
    const running = new Set(active.map((event) => event.id));
    const approved = approvedIds
      .flatMap((id) => {
        const title = titles.get(id);
        return title === undefined ? [] : [{ id, title, approved: true }];
      })
      .sort((a, b) => Number(running.has(b.id)) - Number(running.has(a.id)) || a.title.localeCompare(b.title));
    const others = active
      .filter((event) => !approvedIds.includes(event.id))
      .map((event) => ({ id: event.id, title: event.title, approved: false }));
    return [...approved, ...others];
  }
}

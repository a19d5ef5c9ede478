import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock.js';
import { ListAllEventsQuery } from '../../../events/queries/list-all-events/list-all-events.query.js';
import { ListAttachableEventsQuery } from './list-attachable-events.query.js';
import type { AttachableEventDto } from './list-attachable-events.response.dto.js';

/** Attach choices: active events whose submission deadline is still ahead, soonest deadline first. */
@QueryHandler(ListAttachableEventsQuery)
export class ListAttachableEventsHandler implements IQueryHandler<ListAttachableEventsQuery> {
  constructor(
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<AttachableEventDto[]> {
    // Events are the events feature's: read through its query, never its table.
    const now = this.clock.now().getTime();
    const events = await this.queries.execute(new ListAllEventsQuery());
    return events
      .map((event) => ({ event, deadline: new Date(event.submissionDeadline).getTime() }))
      .filter(({ event, deadline }) => event.status === 'active' && deadline > now)
      .sort((a, b) => a.deadline - b.deadline || (a.event.id < b.event.id ? -1 : a.event.id > b.event.id ? 1 : 0))
      .map(({ event, deadline }) => ({
        id: event.id,
        title: event.title,
        submissionDeadline: new Date(deadline).toISOString(),
        graceMinutes: event.graceMinutes,
        timezone: event.timezone,
        tracks: event.tracks,
      }));
  }
}

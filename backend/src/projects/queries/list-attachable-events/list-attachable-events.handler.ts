import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock.js';
import { isoTimestamp } from '../../../common/timestamps.js';
import { EventCatalog } from '../../../events/event-catalog.js';
import { ListAttachableEventsQuery } from './list-attachable-events.query.js';
import type { AttachableEventDto } from './list-attachable-events.response.dto.js';

/** Attach choices: active events whose submission deadline is still ahead, soonest deadline first. */
@QueryHandler(ListAttachableEventsQuery)
export class ListAttachableEventsHandler implements IQueryHandler<ListAttachableEventsQuery> {
  constructor(
    private readonly events: EventCatalog,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<AttachableEventDto[]> {
    const events = await this.events.activeWithDeadlineAfter(this.clock.now());
    return events.map((event) => ({
      id: event.id,
      title: event.title,
      submissionDeadline: isoTimestamp(event.submission_deadline),
      graceMinutes: event.grace_minutes,
      timezone: event.timezone,
      tracks: event.tracks,
    }));
  }
}

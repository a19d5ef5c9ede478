import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ApplicationStanding } from '../../../applications/application-standing.js';
import { Clock } from '../../../common/clock.js';
import { isoTimestamp } from '../../../common/timestamps.js';
import { EventCatalog } from '../../../events/event-catalog.js';
import { ListAttachableEventsQuery } from './list-attachable-events.query.js';
import type { AttachableEventDto } from './list-attachable-events.response.dto.js';

/**
 * Attach choices: active events whose submission deadline is still ahead and to which the caller's
 * application is approved, soonest deadline first.
 */
@QueryHandler(ListAttachableEventsQuery)
export class ListAttachableEventsHandler implements IQueryHandler<ListAttachableEventsQuery> {
  constructor(
    private readonly events: EventCatalog,
    private readonly clock: Clock,
    private readonly standing: ApplicationStanding,
  ) {}

  async execute({ userId }: ListAttachableEventsQuery): Promise<AttachableEventDto[]> {
    const [events, approved] = await Promise.all([
      this.events.activeWithDeadlineAfter(this.clock.now()),
      this.standing.approvedEventIds(userId),
    ]);
    const approvedIds = new Set(approved);
    return events
      .filter((event) => approvedIds.has(event.id))
      .map((event) => ({
        id: event.id,
        title: event.title,
        submissionDeadline: isoTimestamp(event.submission_deadline),
        graceMinutes: event.grace_minutes,
        timezone: event.timezone,
        tracks: event.tracks,
      }));
  }
}

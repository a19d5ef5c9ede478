import { Query } from '@nestjs/cqrs';

/** The event's calendar file ('Add to calendar'); shown to whoever sees the event page. */
export class GetEventCalendarQuery extends Query<string> {
  constructor(
    readonly eventId: string,
    readonly includeDrafts: boolean,
  ) {
    super();
  }
}

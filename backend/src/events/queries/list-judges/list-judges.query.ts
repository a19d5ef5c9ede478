import { Query } from '@nestjs/cqrs';
import type { EventJudgesDto } from '../../judges.dto.js';

/** An event's judges, in the order they were added, and the invitations still pending. */
export class ListJudgesQuery extends Query<EventJudgesDto> {
  constructor(readonly eventId: string) {
    super();
  }
}

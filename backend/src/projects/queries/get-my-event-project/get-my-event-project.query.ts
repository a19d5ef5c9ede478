import { Query } from '@nestjs/cqrs';
import type { EventProjectDto } from './get-my-event-project.response.dto.js';

export class GetMyEventProjectQuery extends Query<EventProjectDto> {
  constructor(
    readonly userId: string,
    readonly eventId: string,
  ) {
    super();
  }
}

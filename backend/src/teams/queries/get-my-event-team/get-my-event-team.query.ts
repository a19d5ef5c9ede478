import { Query } from '@nestjs/cqrs';
import type { MyEventTeamDto } from './get-my-event-team.response.dto.js';

export class GetMyEventTeamQuery extends Query<MyEventTeamDto> {
  constructor(
    readonly userId: string,
    readonly eventId: string,
  ) {
    super();
  }
}

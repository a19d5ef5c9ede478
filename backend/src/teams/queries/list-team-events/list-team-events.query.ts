import { Query } from '@nestjs/cqrs';
import type { TeamEventDto } from './list-team-events.response.dto.js';

export class ListTeamEventsQuery extends Query<TeamEventDto[]> {
  constructor(readonly userId: string) {
    super();
  }
}

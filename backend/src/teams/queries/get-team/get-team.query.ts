import { Query } from '@nestjs/cqrs';
import type { TeamDto } from '../../team-views.dto.js';

export class GetTeamQuery extends Query<TeamDto> {
  constructor(
    readonly userId: string,
    readonly projectId: string,
  ) {
    super();
  }
}

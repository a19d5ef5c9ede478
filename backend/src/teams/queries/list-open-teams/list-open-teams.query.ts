import { Query } from '@nestjs/cqrs';
import type { TeamFilters } from '../../team.repository.js';
import type { OpenTeamPageDto } from './list-open-teams.response.dto.js';

export class ListOpenTeamsQuery extends Query<OpenTeamPageDto> {
  constructor(
    readonly userId: string,
    readonly eventId: string,
    readonly filters: TeamFilters,
    readonly page: number,
  ) {
    super();
  }
}

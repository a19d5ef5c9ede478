import { Query } from '@nestjs/cqrs';
import type { AuthUser } from '../../../common/auth/roles.js';
import type { TeamFilters } from '../../team.repository.js';
import type { TeamSeekerPageDto } from './list-team-seekers.response.dto.js';

export class ListTeamSeekersQuery extends Query<TeamSeekerPageDto> {
  constructor(
    readonly user: AuthUser,
    readonly eventId: string,
    readonly filters: TeamFilters,
    readonly page: number,
  ) {
    super();
  }
}

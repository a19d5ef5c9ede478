import { Query } from '@nestjs/cqrs';
import type { AuthUser } from '../../../common/auth/roles.js';
import type { ProjectResultsDto } from './project-results.response.dto.js';

/** The 'Results' card of a project: its team (and staff), for each event whose results are published. */
export class GetMyResultsQuery extends Query<ProjectResultsDto> {
  constructor(
    readonly viewer: AuthUser,
    readonly projectId: string,
  ) {
    super();
  }
}

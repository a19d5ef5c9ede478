import { Query } from '@nestjs/cqrs';
import type { Role } from '../../../common/auth/roles.js';
import type { InsightsParameters } from '../../insights-screen.js';
import type { InsightsDto } from './insights.response.dto.js';

/** The screen for a staff member: section 4 (judges and reviewers) only for an admin. */
export class GetInsightsQuery extends Query<InsightsDto> {
  constructor(
    readonly role: Role,
    readonly parameters: InsightsParameters,
  ) {
    super();
  }
}

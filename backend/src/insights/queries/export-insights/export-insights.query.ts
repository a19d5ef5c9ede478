import { Query } from '@nestjs/cqrs';
import type { Role } from '../../../common/auth/roles.js';
import type { InsightsParameters } from '../../insights-screen.js';
import type { InsightsSection } from '../get-insights/get-insights.request.dto.js';

/** One section of the screen as CSV (the Table toggle's rows). */
export class ExportInsightsQuery extends Query<string> {
  constructor(
    readonly role: Role,
    readonly parameters: InsightsParameters,
    readonly section: InsightsSection,
  ) {
    super();
  }
}

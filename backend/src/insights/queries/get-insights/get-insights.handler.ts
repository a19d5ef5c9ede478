import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InsightsScreen } from '../../insights-screen.js';
import { GetInsightsQuery } from './get-insights.query.js';
import type { InsightsDto } from './insights.response.dto.js';

/** Roles that see section 4 (insights.md: 'Shown to admins only'). */
export const PEOPLE_READERS = ['admin'] as const;

export function forRole(screen: InsightsDto, role: string): InsightsDto {
  return (PEOPLE_READERS as readonly string[]).includes(role) ? screen : { ...screen, people: null };
}

/** GET /api/admin/insights. */
@QueryHandler(GetInsightsQuery)
export class GetInsightsHandler implements IQueryHandler<GetInsightsQuery> {
  constructor(private readonly screen: InsightsScreen) {}

  async execute({ role, parameters }: GetInsightsQuery): Promise<InsightsDto> {
    return forRole(await this.screen.get(parameters), role);
  }
}

import { Query } from '@nestjs/cqrs';
import type { ProjectStatsDto } from './get-project-stats.response.dto.js';

export class GetProjectStatsQuery extends Query<ProjectStatsDto> {}

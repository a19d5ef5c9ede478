import { Query } from '@nestjs/cqrs';
import type { ProjectSummaryDto } from '../../project-views.dto.js';

export class ListMyProjectsQuery extends Query<ProjectSummaryDto[]> {
  constructor(readonly userId: string) {
    super();
  }
}

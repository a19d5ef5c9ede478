import { Query } from '@nestjs/cqrs';
import type { ProjectDetailDto } from './get-my-project.response.dto.js';

export class GetMyProjectQuery extends Query<ProjectDetailDto> {
  constructor(
    readonly userId: string,
    readonly projectId: string,
  ) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { MyProjectCountsDto } from './get-my-project-counts.response.dto.js';

export class GetMyProjectCountsQuery extends Query<MyProjectCountsDto> {
  constructor(readonly userId: string) {
    super();
  }
}

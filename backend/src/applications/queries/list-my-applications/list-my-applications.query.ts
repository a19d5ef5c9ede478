import { Query } from '@nestjs/cqrs';
import type { ApplicationDto } from '../../application.dto.js';

export class ListMyApplicationsQuery extends Query<ApplicationDto[]> {
  constructor(readonly userId: string) {
    super();
  }
}

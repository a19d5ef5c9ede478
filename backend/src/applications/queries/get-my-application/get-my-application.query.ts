import { Query } from '@nestjs/cqrs';
import type { ApplicationDto } from '../../application.dto.js';

export class GetMyApplicationQuery extends Query<ApplicationDto | null> {
  constructor(
    readonly userId: string,
    readonly eventId: string,
  ) {
    super();
  }
}

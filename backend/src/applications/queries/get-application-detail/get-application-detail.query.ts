import { Query } from '@nestjs/cqrs';
import type { ApplicationDetailDto } from './get-application-detail.response.dto.js';

export class GetApplicationDetailQuery extends Query<ApplicationDetailDto> {
  constructor(readonly applicationId: string) {
    super();
  }
}

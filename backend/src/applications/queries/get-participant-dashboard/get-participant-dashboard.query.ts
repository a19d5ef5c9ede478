import { Query } from '@nestjs/cqrs';
import type { ParticipantDashboardDto } from './get-participant-dashboard.response.dto.js';

export class GetParticipantDashboardQuery extends Query<ParticipantDashboardDto> {
  constructor(
    readonly userId: string,
    readonly eventId: string,
  ) {
    super();
  }
}

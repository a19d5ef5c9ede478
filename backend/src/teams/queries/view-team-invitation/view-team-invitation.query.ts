import { Query } from '@nestjs/cqrs';
import type { TeamInvitationViewDto } from './view-team-invitation.response.dto.js';

export class ViewTeamInvitationQuery extends Query<TeamInvitationViewDto> {
  constructor(
    readonly userId: string,
    readonly token: string,
  ) {
    super();
  }
}

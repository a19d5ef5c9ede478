import { Command } from '@nestjs/cqrs';

/** The invitee accepts (the team's project and event come back) or declines an emailed invitation. */
export class AcceptTeamInvitationCommand extends Command<{ projectId: string; eventId: string | null }> {
  constructor(
    readonly userId: string,
    readonly token: string,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';

export class RevokeTeamInvitationCommand extends Command<void> {
  constructor(
    readonly ownerId: string,
    readonly projectId: string,
    readonly invitationId: string,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';

export class DeclineTeamInvitationCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly token: string,
  ) {
    super();
  }
}

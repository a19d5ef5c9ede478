import { Command } from '@nestjs/cqrs';

export class RemoveTeamMemberCommand extends Command<void> {
  constructor(
    readonly ownerId: string,
    readonly projectId: string,
    readonly memberId: string,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';

export class UpdateTeamListingCommand extends Command<void> {
  constructor(
    readonly ownerId: string,
    readonly projectId: string,
    readonly lookingFor: string | null,
    readonly open: boolean,
  ) {
    super();
  }
}

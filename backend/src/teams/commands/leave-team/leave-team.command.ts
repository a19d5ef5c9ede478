import { Command } from '@nestjs/cqrs';

export class LeaveTeamCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly projectId: string,
  ) {
    super();
  }
}

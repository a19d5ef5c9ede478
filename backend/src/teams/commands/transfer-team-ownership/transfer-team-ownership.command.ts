import { Command } from '@nestjs/cqrs';

/** 'Make Owner': the owner hands the team (and the project) to a member. */
export class TransferTeamOwnershipCommand extends Command<void> {
  constructor(
    readonly ownerId: string,
    readonly projectId: string,
    readonly newOwnerId: string,
  ) {
    super();
  }
}

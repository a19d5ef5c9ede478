import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ProjectRepository } from '../../../projects/project.repository.js';
import { RosterRepository } from '../../../projects/roster.repository.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { assertTeamOwner } from '../../team-access.js';
import { TeamListingUpdated } from '../../team.events.js';
import { UpdateTeamListingCommand } from './update-team-listing.command.js';

/** The owner's 'Looking for' text and whether the team is listed on Find Teams; nothing recorded when unchanged. */
@CommandHandler(UpdateTeamListingCommand)
export class UpdateTeamListingHandler implements ICommandHandler<UpdateTeamListingCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly projects: ProjectRepository,
    private readonly roster: RosterRepository,
  ) {}

  async execute({ ownerId, projectId, lookingFor, open }: UpdateTeamListingCommand): Promise<void> {
    await this.transaction.run(ownerId, async (tx) => {
      const project = assertTeamOwner(
        await this.projects.lockForChange(projectId),
        await this.roster.roleOf(projectId, ownerId),
      );
      if (project.looking_for === lookingFor && project.team_open === open) return;
      await this.roster.updateListing(projectId, lookingFor, open);
      tx.record(new TeamListingUpdated(projectId, { lookingFor, open }));
    });
  }
}

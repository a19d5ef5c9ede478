import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApplicationStanding } from '../../../applications/application-standing.js';
import { EventCatalog } from '../../../events/event-catalog.js';
import { EventNotFound } from '../../../events/events.errors.js';
import { RosterRepository } from '../../../projects/roster.repository.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { TeamSeekingChanged } from '../../team.events.js';
import { TeamRepository } from '../../team.repository.js';
import { AlreadyInTeamForEvent } from '../../teams.errors.js';
import { SetTeamSeekingCommand } from './set-team-seeking.command.js';

/**
 * Switching on needs an approved application to the event and no team in it; switching off always
 * works. Nothing is recorded when the switch already was where it is asked to be.
 */
@CommandHandler(SetTeamSeekingCommand)
export class SetTeamSeekingHandler implements ICommandHandler<SetTeamSeekingCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly teams: TeamRepository,
    private readonly roster: RosterRepository,
    private readonly events: EventCatalog,
    private readonly standing: ApplicationStanding,
  ) {}

  async execute({ userId, eventId, seeking }: SetTeamSeekingCommand): Promise<void> {
    await this.transaction.run(userId, async (tx) => {
      if (!(await this.events.findById(eventId))) throw new EventNotFound();
      if (seeking) {
        await this.standing.assertApproved(userId, eventId);
        if ((await this.roster.teamOfUserInEvent(userId, eventId)) !== undefined) throw new AlreadyInTeamForEvent();
      }
      if (await this.teams.setSeeking(userId, eventId, seeking)) {
        tx.record(new TeamSeekingChanged(userId, { eventId, seeking }));
      }
    });
  }
}

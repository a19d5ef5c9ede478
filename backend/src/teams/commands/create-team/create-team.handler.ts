import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApplicationStanding } from '../../../applications/application-standing.js';
import { Clock } from '../../../common/clock.js';
import { EventCatalog } from '../../../events/event-catalog.js';
import { EventNotFound } from '../../../events/events.errors.js';
import { ProjectAttachedToEvent, ProjectCreated, type ProjectFields } from '../../../projects/project.events.js';
import { ProjectRepository } from '../../../projects/project.repository.js';
import { EventNotAcceptingProjects } from '../../../projects/projects.errors.js';
import { RosterRepository } from '../../../projects/roster.repository.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { stopSeeking } from '../../team-admission.js';
import { TeamCreated } from '../../team.events.js';
import { TeamRepository } from '../../team.repository.js';
import { AlreadyInTeamForEvent } from '../../teams.errors.js';
import { CreateTeamCommand } from './create-team.command.js';

/**
 * Create Team = create a project and attach it to the event in one command: the same rules as
 * attaching (active event before its deadline, approved applicant), and one team per person per event.
 */
@CommandHandler(CreateTeamCommand)
export class CreateTeamHandler implements ICommandHandler<CreateTeamCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly clock: Clock,
    private readonly projects: ProjectRepository,
    private readonly teams: TeamRepository,
    private readonly roster: RosterRepository,
    private readonly events: EventCatalog,
    private readonly standing: ApplicationStanding,
  ) {}

  execute({ userId, eventId, title }: CreateTeamCommand): Promise<string> {
    return this.transaction.run(userId, async (tx) => {
      const event = await this.events.findById(eventId);
      if (!event) throw new EventNotFound();
      const now = this.clock.now();
      if (event.status !== 'active' || new Date(event.submission_deadline) <= now) {
        throw new EventNotAcceptingProjects();
      }
      // Exclusively, so a second Create Team (or a join) of the same person waits and then sees this team.
      await this.standing.assertApprovedExclusively(userId, eventId);
      if ((await this.roster.teamOfUserInEvent(userId, eventId)) !== undefined) throw new AlreadyInTeamForEvent();

      const id = randomUUID();
      const fields: ProjectFields = {
        title,
        tagline: null,
        descriptionMd: null,
        demoUrl: null,
        repoUrl: null,
        images: [],
      };
      await this.projects.insert(id, userId, fields);
      const linkId = randomUUID();
      await this.projects.attach(id, eventId, linkId, now);
      await this.projects.refreshStatusAndBumpVersion(id);
      tx.record(new ProjectCreated(id, fields), 0);
      tx.record(new ProjectAttachedToEvent(id, { eventId, linkId }));
      tx.record(new TeamCreated(id, { eventId, title }), 0);
      // Someone in a team no longer looks for one.
      await stopSeeking(tx, this.teams, userId, eventId);
      return id;
    });
  }
}

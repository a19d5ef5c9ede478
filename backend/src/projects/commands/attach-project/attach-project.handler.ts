import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApplicationStanding } from '../../../applications/application-standing.js';
import { Clock } from '../../../common/clock.js';
import { EventCatalog } from '../../../events/event-catalog.js';
import { EventNotFound } from '../../../events/events.errors.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { assertMember } from '../../project-access.js';
import { ProjectAttachedToEvent } from '../../project.events.js';
import { ProjectRepository } from '../../project.repository.js';
import { EventNotAcceptingProjects, ProjectAlreadyAttached } from '../../projects.errors.js';
import { RosterRepository } from '../../roster.repository.js';
import { TeamEntryRules } from '../../team-entry-rules.js';
import { AttachProjectCommand } from './attach-project.command.js';

/**
 * Attach choices are active events whose deadline is ahead, and only for an approved applicant of
 * the event, by any member of its team, if the team fits the event's `team_size_max` and every
 * member meets the rules of a team of the event (teams' TeamEntryRules); one event at a time (a partial
 * unique index).
 */
@CommandHandler(AttachProjectCommand)
export class AttachProjectHandler implements ICommandHandler<AttachProjectCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly clock: Clock,
    private readonly projects: ProjectRepository,
    private readonly events: EventCatalog,
    private readonly standing: ApplicationStanding,
    private readonly roster: RosterRepository,
    private readonly teamRules: TeamEntryRules,
  ) {}

  async execute({ userId, projectId, eventId }: AttachProjectCommand): Promise<void> {
    await this.transaction.run(userId, async (tx) => {
      const project = assertMember(
        await this.projects.lockForChange(projectId),
        await this.roster.roleOf(projectId, userId),
      );
      const event = await this.events.findById(eventId);
      if (!event) throw new EventNotFound();
      const now = this.clock.now();
      if (event.status !== 'active' || new Date(event.submission_deadline) <= now) {
        throw new EventNotAcceptingProjects();
      }
      await this.standing.assertApproved(userId, eventId);
      // A team larger than the event allows cannot come in (the row lock holds joins back meanwhile).
      await this.teamRules.registered.assertFits(projectId, event.team_size_max);
      if ((await this.roster.attachedEventId(projectId)) !== undefined) throw new ProjectAlreadyAttached();
      await this.teamRules.registered.assertMembersMayEnter(projectId, eventId, userId);
      const linkId = randomUUID();
      if (!(await this.projects.attach(projectId, eventId, linkId, now))) throw new ProjectAlreadyAttached();
      await this.projects.refreshStatusAndBumpVersion(projectId);
      tx.record(new ProjectAttachedToEvent(projectId, { eventId, linkId }), project.version);
    });
  }
}

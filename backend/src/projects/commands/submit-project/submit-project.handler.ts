import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApplicationStanding } from '../../../applications/application-standing.js';
import { Clock } from '../../../common/clock.js';
import { EventCatalog } from '../../../events/event-catalog.js';
import { EventNotFound } from '../../../events/events.errors.js';
import { CommandTransaction } from '../../../transactions/command-transaction.js';
import { assertMember } from '../../project-access.js';
import { ProjectTeam } from '../../project-team.js';
import { ProjectSubmitted, type SubmissionSnapshot } from '../../project.events.js';
import { type ProjectRow, ProjectRepository } from '../../project.repository.js';
import {
  AlreadySubmitted,
  EventNotAcceptingProjects,
  ProjectNotAttached,
  SubmissionsClosed,
  TrackNotInEvent,
} from '../../projects.errors.js';
import { RosterRepository } from '../../roster.repository.js';
import { SubmissionRepository } from '../../submission.repository.js';
import { SubmissionVentures } from '../../submission-ventures.js';
import { SubmitProjectCommand } from './submit-project.command.js';

function snapshotOf(project: ProjectRow, team: SubmissionSnapshot['team']): SubmissionSnapshot {
  return {
    title: project.title,
    tagline: project.tagline,
    demo_url: project.demo_url,
    repo_url: project.repo_url,
    description_md: project.description_md,
    images: project.images.map(({ url, alt }) => ({ url, alt })),
    // The exact files at this moment: later replacements leave these files (and this) as they are.
    pitch_deck: project.pitch_deck,
    image_files: project.image_files.map(({ file_id, alt }) => ({ file_id, alt })),
    team,
  };
}

/**
 * Submitted by any team member. Accepted while the project is attached to the event, the submitter's application to the event is
 * approved, the event is active and the clock is before
 * deadline + grace (after the deadline it is marked late); one submission per project and event.
 */
@CommandHandler(SubmitProjectCommand)
export class SubmitProjectHandler implements ICommandHandler<SubmitProjectCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly clock: Clock,
    private readonly projects: ProjectRepository,
    private readonly submissions: SubmissionRepository,
    private readonly team: ProjectTeam,
    private readonly events: EventCatalog,
    private readonly standing: ApplicationStanding,
    private readonly roster: RosterRepository,
    private readonly ventures: SubmissionVentures,
  ) {}

  execute({ userId, projectId, eventId, track, venture }: SubmitProjectCommand): Promise<string> {
    return this.transaction.run(userId, async (tx) => {
      // The row lock queues concurrent submits of one project; the unique key settles the rest.
      const project = assertMember(
        await this.projects.lockForChange(projectId),
        await this.roster.roleOf(projectId, userId),
      );
      const event = await this.events.findById(eventId);
      if (!event) throw new EventNotFound();
      if (await this.submissions.exists(projectId, eventId)) throw new AlreadySubmitted();
      if (!(await this.projects.isAttachedTo(projectId, eventId))) {
        throw new ProjectNotAttached('Attach this project to the event before submitting it.');
      }
      // Checked again here: the approval may have been taken back since the project was attached.
      await this.standing.assertApproved(userId, eventId);
      if (event.status !== 'active') throw new EventNotAcceptingProjects();

      const now = this.clock.now();
      const deadline = new Date(event.submission_deadline);
      const closesAt = new Date(deadline.getTime() + event.grace_minutes * 60_000);
      if (now >= closesAt) throw new SubmissionsClosed();
      if (!event.tracks.includes(track)) throw new TrackNotInEvent(track);

      const late = now > deadline;
      const snapshot = snapshotOf(project, await this.team.members(projectId));
      const id = randomUUID();
      // Ventures decides (and audits) which venture the entry joins, in this transaction.
      const ventureId = await this.ventures.registered.ventureFor({
        tx,
        submitterId: userId,
        projectId,
        projectTitle: project.title,
        eventId,
        submissionId: id,
        choice: venture,
      });
      const inserted = await this.submissions.insert({
        id,
        eventId,
        projectId,
        track,
        late,
        submittedBy: userId,
        submittedAt: now,
        snapshot,
        ventureId,
      });
      if (!inserted) throw new AlreadySubmitted();
      await this.projects.refreshStatusAndBumpVersion(projectId);
      tx.record(
        new ProjectSubmitted(projectId, { submissionId: id, eventId, track, late, snapshot, ventureId }),
        project.version,
      );
      return id;
    });
  }
}

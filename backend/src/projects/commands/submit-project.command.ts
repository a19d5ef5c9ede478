import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../common/clock.js';
import { EventNotFound } from '../../events/events.errors.js';
import { CommandTransaction } from '../../transactions/command-transaction.js';
import type { TransactionScope } from '../../transactions/transaction-scope.js';
import { ownedProject, type ProjectRow, refreshProjectStatus } from '../owned-project.js';
import { ProjectSubmitted, type SubmissionSnapshot } from '../project.events.js';
import {
  AlreadySubmitted,
  EventNotAcceptingProjects,
  ProjectNotAttached,
  SubmissionsClosed,
  TrackNotInEvent,
} from '../projects.errors.js';
import { TEAM_MEMBERS_SQL } from '../queries/team-members.js';
import { bumpProjectVersion } from './event-link.commands.js';

export class SubmitProjectCommand extends Command<string> {
  constructor(
    readonly userId: string,
    readonly projectId: string,
    readonly eventId: string,
    readonly track: string,
  ) {
    super();
  }
}

interface EventForSubmit {
  status: string;
  submission_deadline: string;
  grace_minutes: number;
  tracks: string[];
}

async function snapshotOf(tx: TransactionScope, project: ProjectRow): Promise<SubmissionSnapshot> {
  const team = await tx.em.execute<SubmissionSnapshot['team']>(TEAM_MEMBERS_SQL, [project.id]);
  return {
    title: project.title,
    tagline: project.tagline,
    demo_url: project.demo_url,
    repo_url: project.repo_url,
    description_md: project.description_md,
    images: project.images.map(({ url, alt }) => ({ url, alt })),
    team: team.map(({ user_id, name, role }) => ({ user_id, name, role })),
  };
}

/**
 * Accepted while the project is attached to the event, the event is active and the clock is before
 * deadline + grace (after the deadline it is marked late); one submission per project and event.
 */
@CommandHandler(SubmitProjectCommand)
export class SubmitProjectHandler implements ICommandHandler<SubmitProjectCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly clock: Clock,
  ) {}

  execute({ userId, projectId, eventId, track }: SubmitProjectCommand): Promise<string> {
    return this.transaction.run(userId, async (tx) => {
      // The row lock queues concurrent submits of one project; the unique key settles the rest.
      const project = await ownedProject(tx.em, projectId, userId, true);
      const [event] = await tx.em.execute<EventForSubmit[]>(
        'select status, submission_deadline, grace_minutes, tracks from events where id = ?',
        [eventId],
      );
      if (!event) throw new EventNotFound();
      const [existing] = await tx.em.execute(
        'select 1 from project_submissions where project_id = ? and event_id = ?',
        [projectId, eventId],
      );
      if (existing) throw new AlreadySubmitted();
      const [link] = await tx.em.execute(
        'select 1 from project_event_links where project_id = ? and event_id = ? and detached_at is null',
        [projectId, eventId],
      );
      if (!link) throw new ProjectNotAttached('Attach this project to the event before submitting it.');
      if (event.status !== 'active') throw new EventNotAcceptingProjects();

      const now = this.clock.now();
      const deadline = new Date(event.submission_deadline);
      const closesAt = new Date(deadline.getTime() + event.grace_minutes * 60_000);
      if (now >= closesAt) throw new SubmissionsClosed();
      if (!event.tracks.includes(track)) throw new TrackNotInEvent(track);

      const late = now > deadline;
      const snapshot = await snapshotOf(tx, project);
      const id = randomUUID();
      const inserted = await tx.em.execute<{ id: string }[]>(
        `insert into project_submissions (id, event_id, project_id, track, late, submitted_by, submitted_at, snapshot)
         values (?, ?, ?, ?, ?, ?, ?, ?::jsonb) on conflict (project_id, event_id) do nothing returning id`,
        [id, eventId, projectId, track, late, userId, now, JSON.stringify(snapshot)],
      );
      if (inserted.length === 0) throw new AlreadySubmitted();
      await refreshProjectStatus(tx.em, [projectId]);
      await bumpProjectVersion(tx, projectId);
      tx.record(new ProjectSubmitted(projectId, { submissionId: id, eventId, track, late, snapshot }), project.version);
      return id;
    });
  }
}

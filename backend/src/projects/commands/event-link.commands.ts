import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../common/clock.js';
import { EventNotFound } from '../../events/events.errors.js';
import { CommandTransaction } from '../../transactions/command-transaction.js';
import type { TransactionScope } from '../../transactions/transaction-scope.js';
import { ownedProject, refreshProjectStatus } from '../owned-project.js';
import { ProjectAttachedToEvent, ProjectDetachedFromEvent } from '../project.events.js';
import { EventNotAcceptingProjects, ProjectAlreadyAttached, ProjectNotAttached } from '../projects.errors.js';

/** Every project event moves the project's version on, so edits never race an attach or a submit. */
export async function bumpProjectVersion(tx: TransactionScope, projectId: string): Promise<void> {
  await tx.em.execute('update projects set version = version + 1, updated_at = now() where id = ?', [projectId]);
}

export class AttachProjectCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly projectId: string,
    readonly eventId: string,
  ) {
    super();
  }
}

/** Attach choices are active events whose deadline is ahead; one event at a time (a partial unique index). */
@CommandHandler(AttachProjectCommand)
export class AttachProjectHandler implements ICommandHandler<AttachProjectCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, projectId, eventId }: AttachProjectCommand): Promise<void> {
    await this.transaction.run(userId, async (tx) => {
      const project = await ownedProject(tx.em, projectId, userId, true);
      const [event] = await tx.em.execute<{ status: string; submission_deadline: string }[]>(
        'select status, submission_deadline from events where id = ?',
        [eventId],
      );
      if (!event) throw new EventNotFound();
      const now = this.clock.now();
      if (event.status !== 'active' || new Date(event.submission_deadline) <= now) {
        throw new EventNotAcceptingProjects();
      }
      const linkId = randomUUID();
      const inserted = await tx.em.execute<{ id: string }[]>(
        `insert into project_event_links (id, project_id, event_id, attached_at) values (?, ?, ?, ?)
         on conflict (project_id) where detached_at is null do nothing returning id`,
        [linkId, projectId, eventId, now],
      );
      if (inserted.length === 0) throw new ProjectAlreadyAttached();
      await refreshProjectStatus(tx.em, [projectId]);
      await bumpProjectVersion(tx, projectId);
      tx.record(new ProjectAttachedToEvent(projectId, { eventId, linkId }), project.version);
    });
  }
}

export class DetachProjectCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly projectId: string,
  ) {
    super();
  }
}

/** Detaching keeps the link as history (`detached_at` = now); submissions already made stay. */
@CommandHandler(DetachProjectCommand)
export class DetachProjectHandler implements ICommandHandler<DetachProjectCommand> {
  constructor(
    private readonly transaction: CommandTransaction,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, projectId }: DetachProjectCommand): Promise<void> {
    await this.transaction.run(userId, async (tx) => {
      const project = await ownedProject(tx.em, projectId, userId, true);
      const [link] = await tx.em.execute<{ id: string; event_id: string }[]>(
        'update project_event_links set detached_at = ? where project_id = ? and detached_at is null returning id, event_id',
        [this.clock.now(), projectId],
      );
      if (!link) throw new ProjectNotAttached();
      await refreshProjectStatus(tx.em, [projectId]);
      await bumpProjectVersion(tx, projectId);
      tx.record(new ProjectDetachedFromEvent(projectId, { eventId: link.event_id, linkId: link.id }), project.version);
    });
  }
}

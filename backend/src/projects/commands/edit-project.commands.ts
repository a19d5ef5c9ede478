import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { StreamVersionConflict } from '../../audit/audit.errors.js';
import { CommandTransaction } from '../../transactions/command-transaction.js';
import { ownedProject, type ProjectRow } from '../owned-project.js';
import { ProjectCreated, type ProjectFields, ProjectUpdated } from '../project.events.js';

export class CreateProjectCommand extends Command<string> {
  constructor(
    readonly ownerId: string,
    readonly fields: ProjectFields,
  ) {
    super();
  }
}

/** A new project is a draft whose team is its owner. */
@CommandHandler(CreateProjectCommand)
export class CreateProjectHandler implements ICommandHandler<CreateProjectCommand> {
  constructor(private readonly transaction: CommandTransaction) {}

  execute({ ownerId, fields }: CreateProjectCommand): Promise<string> {
    return this.transaction.run(ownerId, async (tx) => {
      const id = randomUUID();
      await tx.em.execute(
        `insert into projects (id, owner_id, title, tagline, description_md, demo_url, repo_url, images)
         values (?, ?, ?, ?, ?, ?, ?, ?::jsonb)`,
        [
          id,
          ownerId,
          fields.title,
          fields.tagline,
          fields.descriptionMd,
          fields.demoUrl,
          fields.repoUrl,
          JSON.stringify(fields.images),
        ],
      );
      await tx.em.execute("insert into project_members (project_id, user_id, role) values (?, ?, 'owner')", [
        id,
        ownerId,
      ]);
      tx.record(new ProjectCreated(id, fields), 0);
      return id;
    });
  }
}

export class UpdateProjectCommand extends Command<number> {
  constructor(
    readonly userId: string,
    readonly projectId: string,
    readonly fields: ProjectFields,
    /** The version the editor loaded; a stale one is a 409, never a silent overwrite. */
    readonly expectedVersion: number,
  ) {
    super();
  }
}

function currentFields(row: ProjectRow): ProjectFields {
  return {
    title: row.title,
    tagline: row.tagline,
    descriptionMd: row.description_md,
    demoUrl: row.demo_url,
    repoUrl: row.repo_url,
    // jsonb does not keep key order: rebuild each image so equal images compare equal.
    images: row.images.map(({ url, alt }) => ({ url, alt })),
  };
}

function changedFields(before: ProjectFields, after: ProjectFields): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof ProjectFields)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      changes[key] = { from: before[key], to: after[key] };
  }
  return changes;
}

/** Edits change the project only: submissions keep the snapshot taken when they were made. */
@CommandHandler(UpdateProjectCommand)
export class UpdateProjectHandler implements ICommandHandler<UpdateProjectCommand> {
  constructor(private readonly transaction: CommandTransaction) {}

  execute({ userId, projectId, fields, expectedVersion }: UpdateProjectCommand): Promise<number> {
    return this.transaction.run(userId, async (tx) => {
      const project = await ownedProject(tx.em, projectId, userId, true);
      if (project.version !== expectedVersion) {
        throw new StreamVersionConflict('project', projectId, expectedVersion, project.version);
      }
      const changes = changedFields(currentFields(project), fields);
      if (Object.keys(changes).length === 0) return project.version;
      await tx.em.execute(
        `update projects set title = ?, tagline = ?, description_md = ?, demo_url = ?, repo_url = ?, images = ?::jsonb,
           version = version + 1, updated_at = now() where id = ?`,
        [
          fields.title,
          fields.tagline,
          fields.descriptionMd,
          fields.demoUrl,
          fields.repoUrl,
          JSON.stringify(fields.images),
          projectId,
        ],
      );
      tx.record(new ProjectUpdated(projectId, { changes }), project.version);
      return project.version + 1;
    });
  }
}

import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ExpressionBuilder, Selectable } from 'kysely';
import { type Database, kyselyOf } from '../database/database.js';
import { jsonb } from './jsonb.js';
import type { ProjectFields } from './project.events.js';

type Tables = 'projects' | 'project_members' | 'project_event_links' | 'project_submissions';

export type ProjectRow = Selectable<Database['projects']>;

/** A project as its lists show it: its current link (if any) and how many submissions it has. */
export type ProjectSummaryRow = Awaited<ReturnType<ProjectRepository['summariesOwnedBy']>>[number];

/**
 * The project aggregate: the project, its team (project_members) and its links to events.
 * Inside a command every method runs in the command's transaction (the injected EntityManager
 * resolves to it); elsewhere it reads from the pool.
 */
@Injectable()
export class ProjectRepository {
  constructor(private readonly em: EntityManager) {}

  /** The project row locked for the rest of the transaction (queues concurrent changes of one project). */
  lockForChange(projectId: string): Promise<ProjectRow | undefined> {
    return this.db().selectFrom('projects').selectAll().where('id', '=', projectId).forUpdate().executeTakeFirst();
  }

  findById(projectId: string): Promise<ProjectRow | undefined> {
    return this.db().selectFrom('projects').selectAll().where('id', '=', projectId).executeTakeFirst();
  }

  /** A new draft project whose team is its owner. */
  async insert(id: string, ownerId: string, fields: ProjectFields): Promise<void> {
    await this.db()
      .insertInto('projects')
      .values({
        id,
        owner_id: ownerId,
        title: fields.title,
        tagline: fields.tagline,
        description_md: fields.descriptionMd,
        demo_url: fields.demoUrl,
        repo_url: fields.repoUrl,
        images: jsonb(fields.images),
      })
      .execute();
    await this.db().insertInto('project_members').values({ project_id: id, user_id: ownerId, role: 'owner' }).execute();
  }

  /** Writes the fields and moves the version on. */
  async updateFields(projectId: string, fields: ProjectFields): Promise<void> {
    await this.db()
      .updateTable('projects')
      .set((eb) => ({
        title: fields.title,
        tagline: fields.tagline,
        description_md: fields.descriptionMd,
        demo_url: fields.demoUrl,
        repo_url: fields.repoUrl,
        images: jsonb(fields.images),
        version: eb('version', '+', 1),
        updated_at: eb.fn<Date>('now'),
      }))
      .where('id', '=', projectId)
      .execute();
  }

  /**
   * After an attach, a detach or a submission: the status follows the project's facts again and
   * the version moves on, so edits never race an attach or a submit.
   */
  async refreshStatusAndBumpVersion(projectId: string): Promise<void> {
    await this.db()
      .updateTable('projects')
      .set((eb) => ({ status: statusFromFacts(eb), version: eb('version', '+', 1), updated_at: eb.fn<Date>('now') }))
      .where('id', '=', projectId)
      .execute();
  }

  /**
   * Brings every project whose stored status no longer follows its facts back in line (after an
   * event was deleted, its links and submissions went with it); returns how many changed. The rows
   * are locked before the status is computed again, so a concurrent attach or submit (which holds
   * the same lock) is seen by the update rather than overwritten.
   */
  async refreshStaleStatuses(): Promise<number> {
    const stale = await this.db()
      .selectFrom('projects')
      .select('id')
      .where((eb) => eb('status', '<>', statusFromFacts(eb)))
      .execute();
    if (stale.length === 0) return 0;
    const ids = stale.map(({ id }) => id);
    await this.db().selectFrom('projects').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
    const { numUpdatedRows } = await this.db()
      .updateTable('projects')
      .set((eb) => ({ status: statusFromFacts(eb) }))
      .where('id', 'in', ids)
      .where((eb) => eb('status', '<>', statusFromFacts(eb)))
      .executeTakeFirstOrThrow();
    return Number(numUpdatedRows);
  }

  /** Opens a link unless the project already has one (a partial unique index); false when it had. */
  async attach(projectId: string, eventId: string, linkId: string, at: Date): Promise<boolean> {
    const inserted = await this.db()
      .insertInto('project_event_links')
      .values({ id: linkId, project_id: projectId, event_id: eventId, attached_at: at })
      .onConflict((oc) => oc.column('project_id').where('detached_at', 'is', null).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /** Closes the open link (kept as history); undefined when the project was not attached. */
  detach(projectId: string, at: Date): Promise<{ id: string; event_id: string } | undefined> {
    return this.db()
      .updateTable('project_event_links')
      .set({ detached_at: at })
      .where('project_id', '=', projectId)
      .where('detached_at', 'is', null)
      .returning(['id', 'event_id'])
      .executeTakeFirst();
  }

  async isAttachedTo(projectId: string, eventId: string): Promise<boolean> {
    const link = await this.db()
      .selectFrom('project_event_links')
      .select('id')
      .where('project_id', '=', projectId)
      .where('event_id', '=', eventId)
      .where('detached_at', 'is', null)
      .executeTakeFirst();
    return link !== undefined;
  }

  /** The team, owner first, then by when they joined. */
  team(projectId: string) {
    return this.db()
      .selectFrom('project_members')
      .select(['user_id', 'role'])
      .where('project_id', '=', projectId)
      .orderBy((eb) => eb('role', '=', 'owner'), 'desc')
      .orderBy('joined_at')
      .orderBy('user_id')
      .execute();
  }

  /** 'My Projects': every project whose team the user is on (owner or member), newest first. */
  summariesOwnedBy(userId: string) {
    return this.summaries()
      .where((eb) => isMember(eb, userId))
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id')
      .execute();
  }

  /** One project with what its detail page adds to the summary. */
  detail(projectId: string) {
    return this.summaries()
      .select(['p.demo_url', 'p.repo_url', 'p.images', 'p.pitch_deck', 'p.image_files', 'p.version'])
      .where('p.id', '=', projectId)
      .executeTakeFirst();
  }

  /** The user's team's project attached to this event, else the most recently changed one they submitted to it. */
  summaryForEvent(userId: string, eventId: string) {
    return this.summaries()
      .where((eb) => isMember(eb, userId))
      .where((eb) =>
        eb.or([
          eb('l.event_id', '=', eventId),
          eb.exists(
            eb
              .selectFrom('project_submissions as s')
              .select('s.id')
              .whereRef('s.project_id', '=', 'p.id')
              .where('s.event_id', '=', eventId),
          ),
        ]),
      )
      .orderBy((eb) => eb.fn.coalesce(eb('l.event_id', '=', eventId), eb.lit(false)), 'desc')
      .orderBy('p.updated_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** Dashboard cards: projects owned, and project teams the user is on that are in an event now. */
  async countsFor(userId: string): Promise<{ projects: number; teams: number }> {
    const row = await this.db()
      .selectNoFrom((eb) => [
        eb
          .selectFrom('projects')
          .select((inner) => inner.cast<number>(inner.fn.countAll(), 'integer').as('n'))
          .where('owner_id', '=', userId)
          .as('projects'),
        eb
          .selectFrom('project_members as m')
          .select((inner) => inner.cast<number>(inner.fn.countAll(), 'integer').as('n'))
          .where('m.user_id', '=', userId)
          .where((inner) =>
            inner.exists(
              inner
                .selectFrom('project_event_links as l')
                .select('l.id')
                .whereRef('l.project_id', '=', 'm.project_id')
                .where('l.detached_at', 'is', null),
            ),
          )
          .as('teams'),
      ])
      .executeTakeFirstOrThrow();
    return { projects: row.projects ?? 0, teams: row.teams ?? 0 };
  }

  async countAll(): Promise<number> {
    const row = await this.db()
      .selectFrom('projects')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
      .executeTakeFirstOrThrow();
    return row.n;
  }

  /** Links (open or closed) to the event: they go with it when it is deleted. */
  async countLinksToEvent(eventId: string): Promise<number> {
    const row = await this.db()
      .selectFrom('project_event_links')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
      .where('event_id', '=', eventId)
      .executeTakeFirstOrThrow();
    return row.n;
  }

  private summaries() {
    return this.db()
      .selectFrom('projects as p')
      .leftJoin('project_event_links as l', (join) =>
        join.onRef('l.project_id', '=', 'p.id').on('l.detached_at', 'is', null),
      )
      .select((eb) => [
        'p.id',
        'p.owner_id',
        'p.title',
        'p.tagline',
        'p.description_md',
        'p.created_at',
        'p.updated_at',
        eb
          .selectFrom('project_submissions as s')
          .select((inner) => inner.cast<number>(inner.fn.countAll(), 'integer').as('n'))
          .whereRef('s.project_id', '=', 'p.id')
          .$asScalar()
          .$notNull()
          .as('submission_count'),
        'l.id as link_id',
        'l.event_id',
        'l.attached_at',
      ]);
  }

  private db() {
    return kyselyOf<Tables>(this.em);
  }
}

/** The user is on the project's team (owner or member). */
function isMember(eb: ExpressionBuilder<Pick<Database, Tables> & { p: Database['projects'] }, 'p'>, userId: string) {
  return eb.exists(
    eb
      .selectFrom('project_members as m')
      .select('m.user_id')
      .whereRef('m.project_id', '=', 'p.id')
      .where('m.user_id', '=', userId),
  );
}

/** The status rule (see project-status.ts) as SQL, for the stored `projects.status`. */
function statusFromFacts(eb: ExpressionBuilder<Pick<Database, Tables>, 'projects'>) {
  return eb
    .case()
    .when(
      eb.exists(eb.selectFrom('project_submissions as s').select('s.id').whereRef('s.project_id', '=', 'projects.id')),
    )
    .then('submitted' as const)
    .when(
      eb.exists(
        eb
          .selectFrom('project_event_links as l')
          .select('l.id')
          .whereRef('l.project_id', '=', 'projects.id')
          .where('l.detached_at', 'is', null),
      ),
    )
    .then('active' as const)
    .else('draft' as const)
    .end();
}

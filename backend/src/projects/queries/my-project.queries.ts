import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../common/clock.js';
import { assertOwner, type ProjectRow } from '../owned-project.js';
import type {
  AttachableEventDto,
  EventProjectDto,
  MyProjectCountsDto,
  ProjectDetailDto,
  ProjectSummaryDto,
} from '../projects.dto.js';
import {
  type ProjectSummaryRow,
  SELECT_PROJECT_SUMMARIES,
  selectProjectSummaries,
  SELECT_SUBMISSIONS,
  type SubmissionRow,
  toProjectSummary,
  toSubmission,
  toTeamMember,
} from './project-rows.js';
import { TEAM_MEMBERS_SQL } from './team-members.js';

export class ListMyProjectsQuery extends Query<ProjectSummaryDto[]> {
  constructor(readonly userId: string) {
    super();
  }
}

/** 'My Projects': every project the user owns, newest first; the tabs are filters over this list. */
@QueryHandler(ListMyProjectsQuery)
export class ListMyProjectsHandler implements IQueryHandler<ListMyProjectsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: ListMyProjectsQuery): Promise<ProjectSummaryDto[]> {
    const rows = await this.em
      .fork()
      .execute<ProjectSummaryRow[]>(
        `${SELECT_PROJECT_SUMMARIES} where p.owner_id = ? order by p.created_at desc, p.id`,
        [userId],
      );
    return rows.map(toProjectSummary);
  }
}

type DetailRow = ProjectSummaryRow & Pick<ProjectRow, 'owner_id' | 'demo_url' | 'repo_url' | 'images' | 'version'>;

export class GetMyProjectQuery extends Query<ProjectDetailDto> {
  constructor(
    readonly userId: string,
    readonly projectId: string,
  ) {
    super();
  }
}

/** Owner only: 404 when missing, 403 for anyone else. */
@QueryHandler(GetMyProjectQuery)
export class GetMyProjectHandler implements IQueryHandler<GetMyProjectQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, projectId }: GetMyProjectQuery): Promise<ProjectDetailDto> {
    const em = this.em.fork();
    const [row] = await em.execute<DetailRow[]>(
      `${selectProjectSummaries(', p.owner_id, p.demo_url, p.repo_url, p.images, p.version')} where p.id = ?`,
      [projectId],
    );
    const project = assertOwner(row, userId);
    const [team, submissions] = await Promise.all([
      em.execute<{ user_id: string; name: string; role: 'owner' | 'member' }[]>(TEAM_MEMBERS_SQL, [projectId]),
      em.execute<SubmissionRow[]>(`${SELECT_SUBMISSIONS} where s.project_id = ? order by s.submitted_at desc, s.id`, [
        projectId,
      ]),
    ]);
    return {
      ...toProjectSummary(project),
      demoUrl: project.demo_url,
      repoUrl: project.repo_url,
      images: project.images,
      version: project.version,
      team: team.map(toTeamMember),
      submissions: submissions.map(toSubmission),
    };
  }
}

export class GetMyEventProjectQuery extends Query<EventProjectDto> {
  constructor(
    readonly userId: string,
    readonly eventId: string,
  ) {
    super();
  }
}

/**
 * The participant dashboard's Project tab: the user's project attached to this event, else the one
 * they submitted to it, with that submission.
 */
@QueryHandler(GetMyEventProjectQuery)
export class GetMyEventProjectHandler implements IQueryHandler<GetMyEventProjectQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, eventId }: GetMyEventProjectQuery): Promise<EventProjectDto> {
    const em = this.em.fork();
    const [project] = await em.execute<ProjectSummaryRow[]>(
      `${SELECT_PROJECT_SUMMARIES}
       where p.owner_id = ? and (l.event_id = ? or exists
         (select 1 from project_submissions s where s.project_id = p.id and s.event_id = ?))
       order by (l.event_id = ?) is true desc, p.updated_at desc limit 1`,
      [userId, eventId, eventId, eventId],
    );
    if (!project) return { project: null, submission: null };
    const [submission] = await em.execute<SubmissionRow[]>(
      `${SELECT_SUBMISSIONS} where s.project_id = ? and s.event_id = ?`,
      [project.id, eventId],
    );
    return { project: toProjectSummary(project), submission: submission ? toSubmission(submission) : null };
  }
}

export class ListAttachableEventsQuery extends Query<AttachableEventDto[]> {}

/** Attach choices: active events whose submission deadline is still ahead, soonest deadline first. */
@QueryHandler(ListAttachableEventsQuery)
export class ListAttachableEventsHandler implements IQueryHandler<ListAttachableEventsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<AttachableEventDto[]> {
    const rows = await this.em.fork().execute<
      {
        id: string;
        title: string;
        submission_deadline: string;
        grace_minutes: number;
        timezone: string;
        tracks: string[];
      }[]
    >(
      `select id, title, submission_deadline, grace_minutes, timezone, tracks from events
       where status = 'active' and submission_deadline > ? order by submission_deadline, id`,
      [this.clock.now()],
    );
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      submissionDeadline: new Date(row.submission_deadline).toISOString(),
      graceMinutes: row.grace_minutes,
      timezone: row.timezone,
      tracks: row.tracks,
    }));
  }
}

export class GetMyProjectCountsQuery extends Query<MyProjectCountsDto> {
  constructor(readonly userId: string) {
    super();
  }
}

/** Dashboard cards: projects owned, and project teams the user is on that are in an event now. */
@QueryHandler(GetMyProjectCountsQuery)
export class GetMyProjectCountsHandler implements IQueryHandler<GetMyProjectCountsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetMyProjectCountsQuery): Promise<MyProjectCountsDto> {
    const [row] = await this.em.fork().execute<{ projects: number; teams: number }[]>(
      `select (select count(*) from projects where owner_id = ?)::int as projects,
         (select count(*) from project_members m
          where m.user_id = ? and exists
            (select 1 from project_event_links l where l.project_id = m.project_id and l.detached_at is null))::int as teams`,
      [userId, userId],
    );
    return row;
  }
}

import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { AdminSubmissionDetailDto, AdminSubmissionPageDto, ProjectStatsDto, WinnerDto } from '../projects.dto.js';
import { SubmissionNotFound } from '../projects.errors.js';
import { selectSubmissions, type SubmissionRow, toSubmission } from './project-rows.js';

type AwardedRow = SubmissionRow & { awarded: boolean; total?: string };

const AWARDED = ', exists (select 1 from winners w where w.submission_id = s.id) as awarded';

function withAwarded(extraColumns = ''): string {
  return selectSubmissions(`${AWARDED}${extraColumns}`);
}

export class ListSubmissionsQuery extends Query<AdminSubmissionPageDto> {
  constructor(
    readonly filters: { eventId?: string; track?: string },
    readonly page: number,
    readonly pageSize: number,
  ) {
    super();
  }
}

/** The Submissions tab: newest first, filtered by event and track, one page at a time. */
@QueryHandler(ListSubmissionsQuery)
export class ListSubmissionsHandler implements IQueryHandler<ListSubmissionsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filters, page, pageSize }: ListSubmissionsQuery): Promise<AdminSubmissionPageDto> {
    const em = this.em.fork();
    const eventWhere = filters.eventId ? 's.event_id = ?' : 'true';
    const eventParams = filters.eventId ? [filters.eventId] : [];
    const trackWhere = filters.track ? ' and s.track = ?' : '';
    const trackParams = filters.track ? [filters.track] : [];
    const [rows, tracks] = await Promise.all([
      em.execute<AwardedRow[]>(
        `${withAwarded(', count(*) over () as total')} where ${eventWhere}${trackWhere}
         order by s.submitted_at desc, s.id limit ? offset ?`,
        [...eventParams, ...trackParams, pageSize, (page - 1) * pageSize],
      ),
      em.execute<{ track: string }[]>(
        `select distinct s.track from project_submissions s where ${eventWhere} order by s.track`,
        eventParams,
      ),
    ]);
    let total = rows[0]?.total !== undefined ? Number(rows[0].total) : 0;
    if (rows.length === 0 && page > 1) {
      const [count] = await em.execute<{ total: string }[]>(
        `select count(*) as total from project_submissions s where ${eventWhere}${trackWhere}`,
        [...eventParams, ...trackParams],
      );
      total = Number(count.total);
    }
    return {
      items: rows.map((row) => ({ ...toSubmission(row), awarded: row.awarded })),
      total,
      tracks: tracks.map((row) => row.track),
    };
  }
}

export class GetSubmissionQuery extends Query<AdminSubmissionDetailDto> {
  constructor(readonly submissionId: string) {
    super();
  }
}

/** What staff open from the Submissions tab: everything as it was submitted (the snapshot). */
@QueryHandler(GetSubmissionQuery)
export class GetSubmissionHandler implements IQueryHandler<GetSubmissionQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ submissionId }: GetSubmissionQuery): Promise<AdminSubmissionDetailDto> {
    const [row] = await this.em.fork().execute<AwardedRow[]>(`${withAwarded()} where s.id = ?`, [submissionId]);
    if (!row) throw new SubmissionNotFound();
    return {
      ...toSubmission(row),
      awarded: row.awarded,
      descriptionMd: row.snapshot.description_md,
      images: row.snapshot.images,
    };
  }
}

export class ListEventWinnersQuery extends Query<WinnerDto[]> {
  constructor(readonly eventId: string) {
    super();
  }
}

/** The Winners tab, by track then place, with the submitted title and tagline. */
@QueryHandler(ListEventWinnersQuery)
export class ListEventWinnersHandler implements IQueryHandler<ListEventWinnersQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ eventId }: ListEventWinnersQuery): Promise<WinnerDto[]> {
    const rows = await this.em.fork().execute<
      {
        id: string;
        event_id: string;
        submission_id: string;
        project_id: string;
        title: string;
        tagline: string | null;
        track: string;
        place: number;
        note: string | null;
      }[]
    >(
      `select w.id, w.event_id, w.submission_id, s.project_id, s.snapshot ->> 'title' as title,
         s.snapshot ->> 'tagline' as tagline, w.track, w.place, w.note
       from winners w join project_submissions s on s.id = w.submission_id
       where w.event_id = ? order by w.track, w.place, w.created_at`,
      [eventId],
    );
    return rows.map((row) => ({
      id: row.id,
      eventId: row.event_id,
      submissionId: row.submission_id,
      projectId: row.project_id,
      title: row.title,
      tagline: row.tagline,
      track: row.track,
      place: row.place,
      note: row.note,
    }));
  }
}

export class GetProjectStatsQuery extends Query<ProjectStatsDto> {}

/** The admin dashboards' project cards. */
@QueryHandler(GetProjectStatsQuery)
export class GetProjectStatsHandler implements IQueryHandler<GetProjectStatsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<ProjectStatsDto> {
    const [row] = await this.em
      .fork()
      .execute<{ projects: number; submissions: number; pending: number; events: number }[]>(
        `select (select count(*) from projects)::int as projects,
         (select count(*) from project_submissions)::int as submissions,
         (select count(*) from project_submissions where status = 'submitted')::int as pending,
         (select count(*) from events)::int as events`,
      );
    return {
      projects: row.projects,
      submissions: row.submissions,
      pendingSubmissions: row.pending,
      averageProjectsPerEvent: row.events === 0 ? 0 : Math.round(row.submissions / row.events),
    };
  }
}

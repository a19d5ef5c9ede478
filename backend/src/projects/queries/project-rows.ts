import type { AttachedEventDto, ProjectSummaryDto, SubmissionDto, TeamMemberDto } from '../projects.dto.js';
import type { ProjectStatus, SubmissionSnapshot, SubmissionStatus } from '../project.events.js';

const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * Projects with their current link (if any) and how many submissions each has; `extraColumns`
 * adds to the select list (e.g. the detail page's own columns).
 */
export function selectProjectSummaries(extraColumns = ''): string {
  return `select p.id, p.title, p.tagline, p.description_md, p.status, p.created_at, p.updated_at,
    (select count(*) from project_submissions s where s.project_id = p.id)::int as submission_count,
    l.id as link_id, l.event_id, l.attached_at, e.title as event_title, e.status as event_status, e.tracks,
    e.submission_deadline, e.grace_minutes, e.timezone${extraColumns}
  from projects p
  left join project_event_links l on l.project_id = p.id and l.detached_at is null
  left join events e on e.id = l.event_id`;
}

export const SELECT_PROJECT_SUMMARIES = selectProjectSummaries();

export interface ProjectSummaryRow {
  id: string;
  title: string;
  tagline: string | null;
  description_md: string | null;
  status: ProjectStatus;
  created_at: string;
  updated_at: string;
  submission_count: number;
  link_id: string | null;
  event_id: string | null;
  attached_at: string | null;
  event_title: string | null;
  event_status: string | null;
  tracks: string[] | null;
  submission_deadline: string | null;
  grace_minutes: number | null;
  timezone: string | null;
}

function attachedEvent(row: ProjectSummaryRow): AttachedEventDto | null {
  if (!row.link_id) return null;
  // A link always has its event (foreign key), so the joined columns are set whenever link_id is.
  const event = row as { [K in keyof ProjectSummaryRow]: NonNullable<ProjectSummaryRow[K]> };
  return {
    linkId: event.link_id,
    eventId: event.event_id,
    title: event.event_title,
    status: event.event_status,
    tracks: event.tracks,
    submissionDeadline: iso(event.submission_deadline),
    graceMinutes: event.grace_minutes,
    timezone: event.timezone,
    attachedAt: iso(event.attached_at),
  };
}

export function toProjectSummary(row: ProjectSummaryRow): ProjectSummaryDto {
  return {
    id: row.id,
    title: row.title,
    tagline: row.tagline,
    descriptionMd: row.description_md,
    status: row.status,
    attachedEvent: attachedEvent(row),
    submissionCount: row.submission_count,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/**
 * Submissions with their event's title; the snapshot is what was submitted, not the project today.
 * `extraColumns` adds to the select list (e.g. a window count).
 */
export function selectSubmissions(extraColumns = ''): string {
  return `select s.id, s.project_id, s.event_id, e.title as event_title, s.track, s.status, s.late, s.submitted_at,
    s.snapshot${extraColumns}
    from project_submissions s join events e on e.id = s.event_id`;
}

export const SELECT_SUBMISSIONS = selectSubmissions();

export interface SubmissionRow {
  id: string;
  project_id: string;
  event_id: string;
  event_title: string;
  track: string;
  status: SubmissionStatus;
  late: boolean;
  submitted_at: string;
  snapshot: SubmissionSnapshot;
}

export function toTeamMember(row: { user_id: string; name: string; role: 'owner' | 'member' }): TeamMemberDto {
  return { userId: row.user_id, name: row.name, role: row.role };
}

export function toSubmission(row: SubmissionRow): SubmissionDto {
  return {
    id: row.id,
    projectId: row.project_id,
    eventId: row.event_id,
    eventTitle: row.event_title,
    track: row.track,
    status: row.status,
    late: row.late,
    submittedAt: iso(row.submitted_at),
    snapshot: {
      title: row.snapshot.title,
      tagline: row.snapshot.tagline,
      demoUrl: row.snapshot.demo_url,
      repoUrl: row.snapshot.repo_url,
      team: row.snapshot.team.map(toTeamMember),
    },
  };
}

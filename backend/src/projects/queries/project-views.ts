import { Injectable } from '@nestjs/common';
import type { TeamMemberDto } from '../../common/team-member.dto.js';
import { isoTimestamp } from '../../common/timestamps.js';
import { EventCatalog, type EventFacts } from '../../events/event-catalog.js';
import { projectStatus } from '../project-status.js';
import type { AttachedEventDto, ProjectSummaryDto, SubmissionDto } from '../project-views.dto.js';
import type { SubmissionSnapshot } from '../project.events.js';
import type { ProjectSummaryRow } from '../project.repository.js';
import type { SubmissionRepository } from '../submission.repository.js';

/** A submission as the repository reads it; the event's title comes from the events feature. */
export type SubmissionRow = Awaited<ReturnType<SubmissionRepository['listForProject']>>[number];

export function toTeamMember(row: SubmissionSnapshot['team'][number]): TeamMemberDto {
  return { userId: row.user_id, name: row.name, role: row.role };
}

function toAttachedEvent(row: ProjectSummaryRow, event: EventFacts | undefined): AttachedEventDto | null {
  // A link always has its event (foreign key); one deleted since this read is no longer attached.
  if (row.link_id === null || row.attached_at === null || !event) return null;
  return {
    linkId: row.link_id,
    eventId: event.id,
    title: event.title,
    status: event.status,
    tracks: event.tracks,
    submissionDeadline: isoTimestamp(event.submission_deadline),
    graceMinutes: event.grace_minutes,
    timezone: event.timezone,
    attachedAt: isoTimestamp(row.attached_at),
  };
}

/**
 * The response shapes several project queries share, completed with what the events feature
 * knows (through EventCatalog: an attached event's facts, submissions' event titles).
 */
@Injectable()
export class ProjectViews {
  constructor(private readonly catalog: EventCatalog) {}

  async summaries(rows: ProjectSummaryRow[]): Promise<ProjectSummaryDto[]> {
    const eventIds = [...new Set(rows.flatMap((row) => (row.event_id ? [row.event_id] : [])))];
    const facts = await Promise.all(eventIds.map((id) => this.catalog.findById(id)));
    const events = new Map(facts.flatMap((event) => (event ? [[event.id, event] as const] : [])));
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      tagline: row.tagline,
      descriptionMd: row.description_md,
      // Derived like the stored status (see project-status.ts), from the facts read with the row.
      status: projectStatus({ submissionCount: row.submission_count, attached: row.link_id !== null }),
      attachedEvent: toAttachedEvent(row, row.event_id ? events.get(row.event_id) : undefined),
      submissionCount: row.submission_count,
      createdAt: isoTimestamp(row.created_at),
      updatedAt: isoTimestamp(row.updated_at),
    }));
  }

  async summary(row: ProjectSummaryRow): Promise<ProjectSummaryDto> {
    const [summary] = await this.summaries([row]);
    return summary;
  }

  /** In the order of `rows`. */
  async submissions(rows: SubmissionRow[]): Promise<SubmissionDto[]> {
    const titles = await this.catalog.titles(rows.map((row) => row.event_id));
    return rows.map((row) => ({
      id: row.id,
      projectId: row.project_id,
      eventId: row.event_id,
      eventTitle: titles.get(row.event_id) ?? '',
      track: row.track,
      status: row.status,
      late: row.late,
      submittedAt: isoTimestamp(row.submitted_at),
      snapshot: {
        title: row.snapshot.title,
        tagline: row.snapshot.tagline,
        demoUrl: row.snapshot.demo_url,
        repoUrl: row.snapshot.repo_url,
        team: row.snapshot.team.map(toTeamMember),
      },
    }));
  }
}

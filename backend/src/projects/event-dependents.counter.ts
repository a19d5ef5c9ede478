import { Injectable } from '@nestjs/common';
import { ProjectRepository } from './project.repository.js';
import { SubmissionRepository } from './submission.repository.js';

/**
 * What of projects' goes with a deleted event (foreign keys cascade), counted for its
 * `event.deleted` audit entry. Registered with EventDependents: it runs inside the delete
 * command's transaction (the injected EntityManager resolves to it).
 */
@Injectable()
export class ProjectRowsOfEvent {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly submissions: SubmissionRepository,
  ) {}

  async count(eventId: string): Promise<Record<'project_event_links' | 'project_submissions', number>> {
    return {
      project_event_links: await this.projects.countLinksToEvent(eventId),
      project_submissions: await this.submissions.countForEvent(eventId),
    };
  }
}

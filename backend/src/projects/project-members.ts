import { Injectable } from '@nestjs/common';
import { ProjectRepository } from './project.repository.js';
import { RosterRepository } from './roster.repository.js';

/** What other features may read of a project's team: who is on it and where (live updates reach them). */
@Injectable()
export class ProjectMembers {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly roster: RosterRepository,
  ) {}

  /** The team's user ids, owner first; none for an unknown project. */
  async userIds(projectId: string): Promise<string[]> {
    const members = await this.projects.team(projectId);
    return members.map((member) => member.user_id);
  }

  /** The event the team is attached to now (whose Find Teams page lists it), if any. */
  eventIdOf(projectId: string): Promise<string | undefined> {
    return this.roster.attachedEventId(projectId);
  }
}

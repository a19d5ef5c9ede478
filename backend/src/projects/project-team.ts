import { Injectable } from '@nestjs/common';
import { UserDirectory } from '../users/user-directory.js';
import { ProjectRepository } from './project.repository.js';
import type { SubmissionSnapshot } from './project.events.js';

/**
 * A project's team with the names people show (profile name, else first and last name, else email),
 * owner first. Inside a command it reads in the command's transaction.
 */
@Injectable()
export class ProjectTeam {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly directory: UserDirectory,
  ) {}

  async members(projectId: string): Promise<SubmissionSnapshot['team']> {
    const members = await this.projects.team(projectId);
    const people = await this.directory.people(members.map((member) => member.user_id));
    return members.flatMap(({ user_id, role }) => {
      const person = people.get(user_id);
      return person ? [{ user_id, name: person.displayName, role }] : [];
    });
  }
}

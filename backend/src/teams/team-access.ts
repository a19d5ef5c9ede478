import { assertMember } from '../projects/project-access.js';
import type { ProjectMemberRole } from '../projects/roster.repository.js';
import { NotTeamOwner } from './teams.errors.js';

/** Membership is the owner's: 404 without the project, 403 outside the team, 403 'Only the team owner' for a member. */
export function assertTeamOwner<T>(row: T | undefined, role: ProjectMemberRole | undefined): T {
  const project = assertMember(row, role);
  if (role !== 'owner') throw new NotTeamOwner();
  return project;
}

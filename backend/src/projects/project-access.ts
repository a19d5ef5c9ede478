import type { ProjectMemberRole } from './project-member.entity.js';
import { NotProjectOwner, ProjectNotFound } from './projects.errors.js';

/** 404 when the project does not exist, 403 when someone else owns it (spec: owner-only); the row otherwise. */
export function assertOwner<T extends { owner_id: string }>(row: T | undefined, userId: string): T {
  if (!row) throw new ProjectNotFound();
  if (row.owner_id !== userId) throw new NotProjectOwner();
  return row;
}

/**
 * Members have the owner's rights on the project (view, edit, attach, submit: teams.md): 404 when
 * the project does not exist, 403 for anyone outside its team; the row otherwise.
 */
export function assertMember<T>(row: T | undefined, role: ProjectMemberRole | undefined): T {
  if (!row) throw new ProjectNotFound();
  if (role === undefined) throw new NotProjectOwner();
  return row;
}

import { NotProjectOwner, ProjectNotFound } from './projects.errors.js';

/** 404 when the project does not exist, 403 when someone else owns it (spec: owner-only); the row otherwise. */
export function assertOwner<T extends { owner_id: string }>(row: T | undefined, userId: string): T {
  if (!row) throw new ProjectNotFound();
  if (row.owner_id !== userId) throw new NotProjectOwner();
  return row;
}

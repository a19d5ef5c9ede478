import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProjectStatus } from './project.events.js';
import { NotProjectOwner, ProjectNotFound } from './projects.errors.js';

export interface ProjectRow {
  id: string;
  owner_id: string;
  title: string;
  tagline: string | null;
  description_md: string | null;
  demo_url: string | null;
  repo_url: string | null;
  images: { url: string; alt: string }[];
  status: ProjectStatus;
  version: number;
  created_at: string;
  updated_at: string;
}

/**
 * Reads a project for its owner, locked for the rest of the transaction when `forUpdate`:
 * 404 when it does not exist, 403 when someone else owns it (spec: owner-only).
 */
export async function ownedProject(
  em: EntityManager,
  projectId: string,
  userId: string,
  forUpdate = false,
): Promise<ProjectRow> {
  const [row] = await em.execute<ProjectRow[]>(`select * from projects where id = ?${forUpdate ? ' for update' : ''}`, [
    projectId,
  ]);
  return assertOwner(row, userId);
}

/** 404 when the project does not exist, 403 when someone else owns it; the row otherwise. */
export function assertOwner<T extends { owner_id: string }>(row: T | undefined, userId: string): T {
  if (!row) throw new ProjectNotFound();
  if (row.owner_id !== userId) throw new NotProjectOwner();
  return row;
}

/**
 * A project's status follows from its facts: submitted once any submission exists, active while
 * attached to an event, draft otherwise (so detaching an unsubmitted project makes it a draft again).
 */
export async function refreshProjectStatus(em: EntityManager, projectIds: string[]): Promise<void> {
  if (projectIds.length === 0) return;
  await em.execute(
    `update projects p set status = case
       when exists (select 1 from project_submissions s where s.project_id = p.id) then 'submitted'
       when exists (select 1 from project_event_links l where l.project_id = p.id and l.detached_at is null) then 'active'
       else 'draft' end
     where p.id in (?)`,
    [projectIds],
  );
}

import type { ProjectRow } from '../../project.repository.js';
import type { ProjectFields } from '../../project.events.js';

export type ProjectChanges = Record<string, { from: unknown; to: unknown }>;

export function currentFields(row: ProjectRow): ProjectFields {
  return {
    title: row.title,
    tagline: row.tagline,
    descriptionMd: row.description_md,
    demoUrl: row.demo_url,
    repoUrl: row.repo_url,
    // jsonb does not keep key order: rebuild each image so equal images compare equal.
    images: row.images.map(({ url, alt }) => ({ url, alt })),
  };
}

/** Only the fields that changed, each as { from, to }. */
export function changedFields(before: ProjectFields, after: ProjectFields): ProjectChanges {
  const changes: ProjectChanges = {};
  for (const key of Object.keys(after) as (keyof ProjectFields)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      changes[key] = { from: before[key], to: after[key] };
  }
  return changes;
}

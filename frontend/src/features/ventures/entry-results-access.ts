import { isStaff, type Role } from '@/lib/roles';

import type { VentureEntry } from './api/get-venture';

/**
 * Whether the viewer may read the results (and so the judges' published feedback) of a venture's
 * sprint entry: staff, or someone on that entry's team then (judging.md 'After publishing, a team
 * member sees...'). A venture member who joined in a later sprint may not, so the page does not ask.
 */
export function mayReadEntryResults(
  entry: Pick<VentureEntry, 'team'>,
  viewer: { id: string; role: Role } | null | undefined,
): boolean {
  if (!viewer) return false;
  return isStaff(viewer.role) || entry.team.some((member) => member.userId === viewer.id);
}

import { isApplicationRole, type ApplicationRole } from '@/lib/applicant-roles';
import { isUuid } from '@/lib/ids';

/**
 * Find Teams' URL state: the picked event, the skill and role filters (shared by both lists) and
 * each list's page. Defaults stay out of the URL.
 */
export interface TeamsSearch {
  event?: string;
  skill?: string;
  role?: ApplicationRole;
  teamsPage?: number;
  peoplePage?: number;
}

function laterPage(value: unknown): number | undefined {
  const page = typeof value === 'string' ? Number(value) : value;
  return typeof page === 'number' && Number.isInteger(page) && page > 1 && page <= 100_000 ? page : undefined;
}

function skill(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed !== '' && trimmed.length <= 50 ? trimmed : undefined;
}

/** Keeps only meaningful values, so bad links fall back to the defaults. */
export function validateTeamsSearch(search: Record<string, unknown>): TeamsSearch {
  return {
    event: typeof search.event === 'string' && isUuid(search.event) ? search.event : undefined,
    skill: skill(search.skill),
    role: isApplicationRole(search.role) ? search.role : undefined,
    teamsPage: laterPage(search.teamsPage),
    peoplePage: laterPage(search.peoplePage),
  };
}

/** A changed filter or event starts both lists again at their first page. */
export function filterChange(patch: Pick<TeamsSearch, 'event' | 'skill' | 'role'>): TeamsSearch {
  return { ...patch, teamsPage: undefined, peoplePage: undefined };
}

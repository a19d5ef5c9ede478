export const ADMIN_TABS = ['applications', 'users', 'analytics', 'settings'] as const;

export type AdminTab = (typeof ADMIN_TABS)[number];

/**
 * The admin dashboard's URL state: tab, and the User Management table's page and search. The
 * Applications tab keeps its own next to it (the route puts the two together).
 */
export interface AdminSearch {
  tab?: AdminTab;
  page?: number;
  search?: string;
}

export const DEFAULT_ADMIN_TAB: AdminTab = 'applications';

function isAdminTab(value: unknown): value is AdminTab {
  return typeof value === 'string' && (ADMIN_TABS as readonly string[]).includes(value);
}

function positivePage(value: unknown): number | undefined {
  const page = typeof value === 'string' ? Number(value) : value;
  return typeof page === 'number' && Number.isInteger(page) && page > 1 ? page : undefined;
}

/** Keeps only meaningful values, so defaults never clutter the URL and bad links fall back to them. */
export function validateAdminSearch(search: Record<string, unknown>): AdminSearch {
  const text = typeof search.search === 'string' ? search.search.trim().slice(0, 100) : '';
  return {
    tab: isAdminTab(search.tab) && search.tab !== DEFAULT_ADMIN_TAB ? search.tab : undefined,
    page: positivePage(search.page),
    search: text === '' ? undefined : text,
  };
}

import { ROLES, type Role } from '@/lib/roles';
import { laterPage, oneOf, searchText, tableSort, type TableSort } from '@/lib/table-url-state';

export const ADMIN_TABS = ['applications', 'users', 'analytics', 'settings'] as const;

export type AdminTab = (typeof ADMIN_TABS)[number];

/** The columns the server sorts the User Management table by (each column's key). */
export const USER_SORT_COLUMNS = ['user', 'role', 'joined'] as const;
export type UserSortColumn = (typeof USER_SORT_COLUMNS)[number];
export type UserSort = TableSort<UserSortColumn>;
export const DEFAULT_USER_SORT: UserSort = 'joined_desc';

/**
 * The admin dashboard's URL state: tab, and the User Management table's search, role filter, sort
 * and page. The Applications tab keeps its own next to it (the route puts the two together).
 */
export interface AdminSearch {
  tab?: AdminTab;
  page?: number;
  search?: string;
  userRole?: Role;
  userSort?: UserSort;
}

export const DEFAULT_ADMIN_TAB: AdminTab = 'applications';

function isAdminTab(value: unknown): value is AdminTab {
  return typeof value === 'string' && (ADMIN_TABS as readonly string[]).includes(value);
}

/** Keeps only meaningful values, so defaults never clutter the URL and bad links fall back to them. */
export function validateAdminSearch(search: Record<string, unknown>): AdminSearch {
  return {
    tab: isAdminTab(search.tab) && search.tab !== DEFAULT_ADMIN_TAB ? search.tab : undefined,
    page: laterPage(search.page),
    search: searchText(search.search),
    userRole: oneOf(search.userRole, ROLES),
    userSort: tableSort(search.userSort, USER_SORT_COLUMNS, DEFAULT_USER_SORT),
  };
}

/** The User Management list the URL asks for: the same for the route's loader and the tab. */
export function usersFilter(search: AdminSearch) {
  return { page: search.page ?? 1, search: search.search, role: search.userRole, sort: search.userSort };
}

import { isApplicationRole, type ApplicationRole } from '@/lib/applicant-roles';
import { laterPage, oneOf, searchText, tableSort, type TableSort } from '@/lib/table-url-state';

import { APPLICATION_STATUSES, type ApplicationStatus } from './application-status';

/** The columns the server sorts the Applications table by (each column's key). */
export const APPLICATION_SORT_COLUMNS = ['applicant', 'event', 'role', 'applied', 'status'] as const;
export type ApplicationSortColumn = (typeof APPLICATION_SORT_COLUMNS)[number];
export type ApplicationSort = TableSort<ApplicationSortColumn>;
export const DEFAULT_APPLICATION_SORT: ApplicationSort = 'applied_desc';

/**
 * The Applications tab's URL state (the dashboard's other tabs share the URL, hence the `app`
 * prefix); defaults are left out so they never clutter the URL.
 */
export interface ApplicationsSearch {
  eventId?: string;
  appSearch?: string;
  appStatus?: ApplicationStatus;
  appRole?: ApplicationRole;
  appSort?: ApplicationSort;
  appPage?: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function validateApplicationsSearch(search: Record<string, unknown>): ApplicationsSearch {
  return {
    eventId: typeof search.eventId === 'string' && UUID.test(search.eventId) ? search.eventId : undefined,
    appSearch: searchText(search.appSearch),
    appStatus: oneOf(search.appStatus, APPLICATION_STATUSES),
    appRole: isApplicationRole(search.appRole) ? search.appRole : undefined,
    appSort: tableSort(search.appSort, APPLICATION_SORT_COLUMNS, DEFAULT_APPLICATION_SORT),
    appPage: laterPage(search.appPage),
  };
}

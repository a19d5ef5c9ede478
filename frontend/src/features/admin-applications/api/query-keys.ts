import type { ApplicationStatus } from '../application-status';
import type { ApplicationSort } from '../applications-search';

export interface ApplicationsQuery {
  eventId?: string;
  status?: ApplicationStatus;
  sort: ApplicationSort;
  page: number;
  size: number;
}

/** Every application query of the review screens: a status change refreshes them all. */
export const applicationKeys = {
  all: ['admin', 'applications'] as const,
  list: (query: ApplicationsQuery) => [...applicationKeys.all, 'list', query] as const,
  detail: (applicationId: string | undefined) => [...applicationKeys.all, 'one', applicationId] as const,
};

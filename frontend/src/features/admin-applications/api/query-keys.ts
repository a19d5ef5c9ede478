import type { ApplicationRole } from '@/lib/applicant-roles';

import type { ApplicationStatus } from '../application-status';
import type { ApplicationSort } from '../applications-search';

export interface ApplicationsQuery {
  eventId?: string;
  status?: ApplicationStatus;
  role?: ApplicationRole;
  search?: string;
  sort: ApplicationSort;
  page: number;
  size: number;
}

/** Every application query of the review screens: a status change refreshes them all. */
export const applicationKeys = {
  all: ['admin', 'applications'] as const,
  list: (query: ApplicationsQuery) => [...applicationKeys.all, 'list', query] as const,
  detail: (applicationId: string | undefined) => [...applicationKeys.all, 'one', applicationId] as const,
  /** An event's spots and waitlist: every status change can move them. */
  spots: (eventId: string) => [...applicationKeys.all, 'spots', eventId] as const,
};

import type { components } from '@/api/generated/schema';
import type { TableSort } from '@/lib/table-url-state';

/** What the Submissions tab filters and sorts by: one leaf that the URL state, keys and query share. */
export type SubmissionStatus = components['schemas']['AdminSubmissionDto']['status'];

/** The columns the server sorts the Submissions tab by (each column's key). */
export const SUBMISSION_SORT_COLUMNS = ['project', 'event', 'track', 'status', 'submitted'] as const;
export type SubmissionSortColumn = (typeof SUBMISSION_SORT_COLUMNS)[number];
export type SubmissionSort = TableSort<SubmissionSortColumn>;

import { laterPage, oneOf, searchText, tableSort, yesNo } from '@/lib/table-url-state';

import {
  SUBMISSION_SORT_COLUMNS,
  type SubmissionSort,
  type SubmissionSortColumn,
  type SubmissionStatus,
} from './api/submission-filters';
import { RANKING_SHOWS, type RankingShow } from './ranking-shows';

export { SUBMISSION_SORT_COLUMNS, type SubmissionSort, type SubmissionSortColumn };

export const BOOTSTRAP_TABS = [
  'events',
  'submissions',
  'judging',
  'winners',
  'questions',
  'review',
  'messages',
  'ranking',
] as const;

export type BootstrapTab = (typeof BOOTSTRAP_TABS)[number];

export const DEFAULT_BOOTSTRAP_TAB: BootstrapTab = 'events';

export const DEFAULT_SUBMISSION_SORT: SubmissionSort = 'submitted_desc';
export const SUBMISSION_STATUSES: readonly SubmissionStatus[] = ['submitted', 'judged', 'winner'];

/**
 * The hackathon admin dashboard's URL state: the tab, the event picked on Judging, Winners, Questions, Review and
 * Ranking, the Submissions tab's search, filters (event, track, status, late), sort and page, and the Ranking tab's
 * rows shown and page.
 */
export interface BootstrapSearch {
  tab?: BootstrapTab;
  event?: string;
  subEvent?: string;
  track?: string;
  subSearch?: string;
  subStatus?: SubmissionStatus;
  subLate?: boolean;
  subSort?: SubmissionSort;
  subPage?: number;
  rankShow?: RankingShow;
  rankPage?: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isBootstrapTab(value: unknown): value is BootstrapTab {
  return typeof value === 'string' && (BOOTSTRAP_TABS as readonly string[]).includes(value);
}

function uuid(value: unknown): string | undefined {
  return typeof value === 'string' && UUID.test(value) ? value : undefined;
}

function track(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed !== '' && trimmed.length <= 100 ? trimmed : undefined;
}

/** Keeps only meaningful values, so defaults stay out of the URL and bad links fall back to them. */
export function validateBootstrapSearch(search: Record<string, unknown>): BootstrapSearch {
  return {
    tab: isBootstrapTab(search.tab) && search.tab !== DEFAULT_BOOTSTRAP_TAB ? search.tab : undefined,
    event: uuid(search.event),
    subEvent: uuid(search.subEvent),
    track: track(search.track),
    subSearch: searchText(search.subSearch, 200),
    subStatus: oneOf(search.subStatus, SUBMISSION_STATUSES),
    subLate: yesNo(search.subLate),
    subSort: tableSort(search.subSort, SUBMISSION_SORT_COLUMNS, DEFAULT_SUBMISSION_SORT),
    subPage: laterPage(search.subPage),
    rankShow: search.rankShow === 'all' ? undefined : oneOf(search.rankShow, RANKING_SHOWS),
    rankPage: laterPage(search.rankPage),
  };
}

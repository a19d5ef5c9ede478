import { laterPage, oneOf, searchText, tableSort, yesNo, type TableSort } from '@/lib/table-url-state';

/** The columns the server sorts the portfolio by (each table column's key). */
export const PORTFOLIO_SORT_COLUMNS = [
  'venture',
  'stage',
  'cohorts',
  'best_place',
  'last_activity',
  'checkin',
  'funding',
  'design_partners',
] as const;
export type PortfolioSortColumn = (typeof PORTFOLIO_SORT_COLUMNS)[number];
export type PortfolioSort = TableSort<PortfolioSortColumn>;
export const DEFAULT_PORTFOLIO_SORT: PortfolioSort = 'last_activity_desc';

export const VENTURE_STAGES = [
  'idea',
  'validating',
  'design_partner',
  'pilot',
  'revenue',
  'funded',
  'stopped',
] as const;
export type VentureStage = (typeof VENTURE_STAGES)[number];

/** /admin/ventures' URL: the portfolio's filters, sort and page; defaults are left out. */
export interface PortfolioSearch {
  /** The cohort: ventures that entered this sprint. */
  eventId?: string;
  stage?: VentureStage;
  /** The stage filter reads verified milestones only. */
  verified?: boolean;
  track?: string;
  overdue?: boolean;
  search?: string;
  sort?: PortfolioSort;
  page?: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function validatePortfolioSearch(search: Record<string, unknown>): PortfolioSearch {
  return {
    eventId: typeof search.eventId === 'string' && UUID.test(search.eventId) ? search.eventId : undefined,
    stage: oneOf(search.stage, VENTURE_STAGES),
    verified: yesNo(search.verified) || undefined,
    track: searchText(search.track),
    overdue: yesNo(search.overdue) || undefined,
    search: searchText(search.search),
    sort: tableSort(search.sort, PORTFOLIO_SORT_COLUMNS, DEFAULT_PORTFOLIO_SORT),
    page: laterPage(search.page),
  };
}

/** The API's query for these filters (the list adds its page; the CSV takes them as they are). */
export function portfolioQuery(search: PortfolioSearch) {
  return {
    eventId: search.eventId,
    stage: search.stage,
    verifiedOnly: search.verified,
    track: search.track,
    overdue: search.overdue,
    search: search.search,
    sort: search.sort ?? DEFAULT_PORTFOLIO_SORT,
  };
}

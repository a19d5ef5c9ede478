export const APPLICATION_SORTS = ['applied_desc', 'applied_asc'] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];

/** The Applications tab's URL state; defaults are left out so they never clutter the URL. */
export interface ApplicationsSearch {
  eventId?: string;
  appPage?: number;
  sort?: ApplicationSort;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function positivePage(value: unknown): number | undefined {
  const page = typeof value === 'string' ? Number(value) : value;
  return typeof page === 'number' && Number.isInteger(page) && page > 1 ? page : undefined;
}

export function validateApplicationsSearch(search: Record<string, unknown>): ApplicationsSearch {
  return {
    eventId: typeof search.eventId === 'string' && UUID.test(search.eventId) ? search.eventId : undefined,
    appPage: positivePage(search.appPage),
    sort: search.sort === 'applied_asc' ? 'applied_asc' : undefined,
  };
}

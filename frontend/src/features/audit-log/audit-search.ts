/** The Audit Log's filters and page, as held in the URL. */
export interface AuditSearch {
  /** Part of a record's name: a person, an event or a project. */
  q?: string;
  type?: string;
  actorId?: string;
  streamType?: string;
  streamId?: string;
  from?: string;
  to?: string;
  page?: number;
}

const TEXT_KEYS = ['q', 'type', 'actorId', 'streamType', 'streamId'] as const;

/** The filters typed as free text. */
export type AuditTextFilter = (typeof TEXT_KEYS)[number];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function text(value: unknown): string | undefined {
  const trimmed = typeof value === 'string' ? value.trim().slice(0, 200) : '';
  return trimmed === '' ? undefined : trimmed;
}

function date(value: unknown): string | undefined {
  return typeof value === 'string' && DATE.test(value) ? value : undefined;
}

export function validateAuditSearch(search: Record<string, unknown>): AuditSearch {
  const page = typeof search.page === 'string' ? Number(search.page) : search.page;
  const result: AuditSearch = {
    from: date(search.from),
    to: date(search.to),
    page: typeof page === 'number' && Number.isInteger(page) && page > 1 ? page : undefined,
  };
  for (const key of TEXT_KEYS) result[key] = text(search[key]);
  return result;
}

/** The API's filters: dates become the start of `from` and the end of `to` (UTC). */
export function auditQuery(search: AuditSearch) {
  return {
    q: search.q,
    type: search.type,
    actorId: search.actorId,
    streamType: search.streamType,
    streamId: search.streamId,
    from: search.from ? `${search.from}T00:00:00.000Z` : undefined,
    to: search.to ? `${search.to}T23:59:59.999Z` : undefined,
  };
}

/** Export file's query string, with only the filters that are set. */
export function auditExportQueryString(search: AuditSearch): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(auditQuery(search))) if (value !== undefined) params.set(key, value);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The filter bar's fields as its form holds them: strings, blank when unset. */
export type AuditFilterFields = Partial<Record<Exclude<keyof AuditSearch, 'page'>, string>>;

/** The search the filter bar applies: from its first page, with a reversed date range put in order. */
export function searchFromFilters(fields: AuditFilterFields): AuditSearch {
  const search = validateAuditSearch(fields);
  if (search.from && search.to && search.from > search.to) [search.from, search.to] = [search.to, search.from];
  return search;
}

/** The Audit Log's filters and page, as held in the URL. */
export interface AuditSearch {
  /** Part of a record's name: a person, an event or a project. */
  q?: string;
  type?: string;
  /** Who acted, chosen by name. */
  actorId?: string;
  streamType?: string;
  /** The record the events concern, chosen by name: one person, event or project. */
  personId?: string;
  eventId?: string;
  projectId?: string;
  from?: string;
  to?: string;
  page?: number;
}

const TEXT_KEYS = ['q', 'type', 'streamType'] as const;
const ID_KEYS = ['actorId', 'personId', 'eventId', 'projectId'] as const;

/** The filters typed as free text. */
export type AuditTextFilter = (typeof TEXT_KEYS)[number];

/** The kinds of record the record filter picks from, each with its URL key. */
export const RECORD_KEYS = { person: 'personId', event: 'eventId', project: 'projectId' } as const;
export type RecordKind = keyof typeof RECORD_KEYS;

/** A record picked by name: its kind and id (its name comes with the choice or the page's `named`). */
export interface RecordChoice {
  kind: RecordKind;
  id: string;
}

/** The record the URL narrows to, if any. */
export function recordOf(search: AuditSearch): RecordChoice | undefined {
  for (const kind of Object.keys(RECORD_KEYS) as RecordKind[]) {
    const id = search[RECORD_KEYS[kind]];
    if (id) return { kind, id };
  }
  return undefined;
}

/** A record choice as one Select value, 'event:<id>'. */
export function choiceKey({ kind, id }: RecordChoice): string {
  return `${kind}:${id}`;
}

export function choiceFromKey(key: string): RecordChoice | undefined {
  const [kind, id] = key.split(':');
  return kind && id && Object.hasOwn(RECORD_KEYS, kind) ? { kind: kind as RecordKind, id } : undefined;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function text(value: unknown): string | undefined {
  const trimmed = typeof value === 'string' ? value.trim().slice(0, 200) : '';
  return trimmed === '' ? undefined : trimmed;
}

function id(value: unknown): string | undefined {
  return typeof value === 'string' && UUID.test(value.trim()) ? value.trim().toLowerCase() : undefined;
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
  for (const key of ID_KEYS) result[key] = id(search[key]);
  return result;
}

/** The API's filters: dates become the start of `from` and the end of `to` (UTC). */
export function auditQuery(search: AuditSearch) {
  return {
    q: search.q,
    type: search.type,
    actorId: search.actorId,
    streamType: search.streamType,
    personId: search.personId,
    eventId: search.eventId,
    projectId: search.projectId,
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

/** The filter bar's typed fields as its form holds them: strings, blank when unset. */
export type AuditFilterFields = Partial<Record<AuditTextFilter | 'from' | 'to', string>>;

/** What the filter bar's pickers hold: the actor and the record chosen by name. */
export interface AuditPicks {
  actorId?: string;
  record?: RecordChoice;
}

/**
 * The search the filter bar applies: from its first page, the picked actor and record by id, with a
 * reversed date range put in order.
 */
export function searchFromFilters(fields: AuditFilterFields, picks: AuditPicks = {}): AuditSearch {
  const record = picks.record && { [RECORD_KEYS[picks.record.kind]]: picks.record.id };
  const search = validateAuditSearch({ ...fields, actorId: picks.actorId, ...record });
  if (search.from && search.to && search.from > search.to) [search.from, search.to] = [search.to, search.from];
  return search;
}

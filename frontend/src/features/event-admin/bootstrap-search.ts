export const BOOTSTRAP_TABS = ['events', 'submissions', 'judging', 'winners'] as const;

export type BootstrapTab = (typeof BOOTSTRAP_TABS)[number];

export const DEFAULT_BOOTSTRAP_TAB: BootstrapTab = 'events';

/**
 * The hackathon admin dashboard's URL state: the tab, the event picked on Judging and Winners, and
 * the Submissions tab's filters (event, track) and page.
 */
export interface BootstrapSearch {
  tab?: BootstrapTab;
  event?: string;
  subEvent?: string;
  track?: string;
  subPage?: number;
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

/** Page 1 is the default, so only later pages are kept. */
function laterPage(value: unknown): number | undefined {
  const page = typeof value === 'string' ? Number(value) : value;
  return typeof page === 'number' && Number.isInteger(page) && page > 1 && page <= 100_000 ? page : undefined;
}

/** Keeps only meaningful values, so defaults stay out of the URL and bad links fall back to them. */
export function validateBootstrapSearch(search: Record<string, unknown>): BootstrapSearch {
  return {
    tab: isBootstrapTab(search.tab) && search.tab !== DEFAULT_BOOTSTRAP_TAB ? search.tab : undefined,
    event: uuid(search.event),
    subEvent: uuid(search.subEvent),
    track: track(search.track),
    subPage: laterPage(search.subPage),
  };
}

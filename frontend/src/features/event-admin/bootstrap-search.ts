export const BOOTSTRAP_TABS = ['events', 'submissions', 'judging', 'winners'] as const;

export type BootstrapTab = (typeof BOOTSTRAP_TABS)[number];

export const DEFAULT_BOOTSTRAP_TAB: BootstrapTab = 'events';

/** The hackathon admin dashboard's URL state: the tab and the event picked on Judging. */
export interface BootstrapSearch {
  tab?: BootstrapTab;
  event?: string;
}

export function isBootstrapTab(value: unknown): value is BootstrapTab {
  return typeof value === 'string' && (BOOTSTRAP_TABS as readonly string[]).includes(value);
}

/** Keeps only meaningful values, so defaults stay out of the URL and bad links fall back to them. */
export function validateBootstrapSearch(search: Record<string, unknown>): BootstrapSearch {
  const event = typeof search.event === 'string' && /^[0-9a-f-]{36}$/i.test(search.event) ? search.event : undefined;
  return {
    tab: isBootstrapTab(search.tab) && search.tab !== DEFAULT_BOOTSTRAP_TAB ? search.tab : undefined,
    event,
  };
}

import { oneOf, yesNo } from '@/lib/table-url-state';

// On every page's first load (the route tree validates search params): keep it small.

/** Days after each sprint's end at which outcomes are read (the API's `horizon`). */
export const HORIZONS = [90, 180, 365] as const;
export type Horizon = (typeof HORIZONS)[number];
export const DEFAULT_HORIZON: Horizon = 180;

/** The outcome the criteria, weights and people are judged against (the API's `outcome`). */
export const OUTCOMES = ['any_traction', 'design_partner', 'pilot', 'funding', 'returned'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** /admin/insights' URL: the horizon, the verified-only switch (on unless `false`) and the outcome; defaults are left out. */
export interface InsightsSearch {
  horizon?: Horizon;
  verifiedOnly?: false;
  outcome?: Outcome;
}

export function validateInsightsSearch(search: Record<string, unknown>): InsightsSearch {
  const horizon = HORIZONS.find((days) => days === Number(search.horizon));
  const outcome = oneOf(search.outcome, OUTCOMES);
  return {
    horizon: horizon === DEFAULT_HORIZON ? undefined : horizon,
    verifiedOnly: yesNo(search.verifiedOnly) === false ? false : undefined,
    outcome: outcome === OUTCOMES[0] ? undefined : outcome,
  };
}

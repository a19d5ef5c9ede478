import { oneOf, yesNo } from '@/lib/table-url-state';

/** Days after each sprint's end at which outcomes are read (the API's `horizon`). */
export const HORIZONS = [90, 180, 365] as const;
export type Horizon = (typeof HORIZONS)[number];
export const DEFAULT_HORIZON: Horizon = 180;

/** The outcome the criteria, weights and people are judged against (the API's `outcome`). */
export const OUTCOMES = ['any_traction', 'design_partner', 'pilot', 'funding', 'returned'] as const;
export type Outcome = (typeof OUTCOMES)[number];
export const DEFAULT_OUTCOME: Outcome = 'any_traction';

export const OUTCOME_LABELS: Record<Outcome, string> = {
  any_traction: 'Any traction (design partner or LOI, pilot or funding)',
  design_partner: 'Design partner or LOI',
  pilot: 'Pilot',
  funding: 'Funding',
  returned: 'Returned to a later sprint',
};

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
    outcome: outcome === DEFAULT_OUTCOME ? undefined : outcome,
  };
}

/** The API's query for the screen's parameters, every one spelled out. */
export function insightsQuery(search: InsightsSearch): { horizon: Horizon; verifiedOnly: boolean; outcome: Outcome } {
  return {
    horizon: search.horizon ?? DEFAULT_HORIZON,
    verifiedOnly: search.verifiedOnly ?? true,
    outcome: search.outcome ?? DEFAULT_OUTCOME,
  };
}

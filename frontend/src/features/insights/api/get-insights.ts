import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { paths } from '@/api/generated/schema';

import { DEFAULT_HORIZON, OUTCOMES, type Horizon, type InsightsSearch, type Outcome } from '../insights-search';

/** GET /api/admin/insights' body (named through the path, so the schema's class names may change). */
export type Insights = paths['/api/admin/insights']['get']['responses'][200]['content']['application/json'];
export type FunnelSprint = Insights['funnel'][number];
export type Prediction = Insights['criteria'][number];
export type WeightsSection = Insights['weights'];
export type PeopleSection = NonNullable<Insights['people']>;
export type PanelSection = PeopleSection['judges'];
export type InsightFigure = Insights['programme']['returnRate'];

/** The API's query for the screen's parameters, every one spelled out. */
export function insightsQuery(search: InsightsSearch): { horizon: Horizon; verifiedOnly: boolean; outcome: Outcome } {
  return {
    horizon: search.horizon ?? DEFAULT_HORIZON,
    verifiedOnly: search.verifiedOnly ?? true,
    outcome: search.outcome ?? OUTCOMES[0],
  };
}

export const insightsKeys = {
  all: ['admin', 'insights'] as const,
  screen: (search: InsightsSearch) => [...insightsKeys.all, insightsQuery(search)] as const,
};

/** GET /api/admin/insights at the screen's horizon, verified-only switch and outcome. */
export function insightsQueryOptions(search: InsightsSearch) {
  return queryOptions({
    queryKey: insightsKeys.screen(search),
    queryFn: () => unwrap(api.GET('/api/admin/insights', { params: { query: insightsQuery(search) } })),
  });
}

export function useInsights(search: InsightsSearch) {
  return useQuery({ ...insightsQueryOptions(search), placeholderData: keepPreviousData });
}

import { queryOptions } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';

import type { JudgingOverview } from './judging-types';
import { judgingRunKeys } from './query-keys';

export function getJudgingOverview(eventId: string): Promise<JudgingOverview> {
  return unwrap(api.GET('/api/admin/events/{eventId}/judging', { params: { path: { eventId } } }));
}

export function judgingOverviewQueryOptions(eventId: string) {
  return queryOptions({ queryKey: judgingRunKeys.overview(eventId), queryFn: () => getJudgingOverview(eventId) });
}

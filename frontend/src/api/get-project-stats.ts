import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from './client';
import { projectStatsKeys } from './query-keys';

/** Platform project totals (admin or organizer), shown on /admin and /admin/bootstrap. */
export function getProjectStats() {
  return unwrap(api.GET('/api/admin/project-stats'));
}

export function projectStatsQueryOptions() {
  return queryOptions({ queryKey: projectStatsKeys.all, queryFn: getProjectStats });
}

export function useProjectStats() {
  return useQuery(projectStatsQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import { projectKeys } from '@/api/query-keys';

/** The signed-in user's teams and projects; under the projects' key, so project changes refresh it. */
export function getProjectCounts() {
  return unwrap(api.GET('/api/me/project-counts'));
}

export function projectCountsQueryOptions() {
  return queryOptions({ queryKey: projectKeys.counts(), queryFn: getProjectCounts });
}

export function useProjectCounts() {
  return useQuery(projectCountsQueryOptions());
}

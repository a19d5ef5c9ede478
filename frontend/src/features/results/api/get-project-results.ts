import { queryOptions } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import { resultKeys } from '@/api/query-keys';

import type { ProjectResults } from './types';

/** The project's results in each event whose results are published (none before), for its team and staff. */
export function getProjectResults(projectId: string): Promise<ProjectResults> {
  return unwrap(api.GET('/api/results/projects/{projectId}', { params: { path: { projectId } } }));
}

export function projectResultsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: resultKeys.forProject(projectId),
    queryFn: () => getProjectResults(projectId),
    retry: false,
  });
}

import { queryOptions } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import { resultKeys } from '@/api/query-keys';

import type { MyResults } from './types';

/** A team member's published results for their project (null before publishing or without a scored submission). */
export function getProjectResults(projectId: string): Promise<MyResults | null> {
  return unwrap(api.GET('/api/projects/{projectId}/results', { params: { path: { projectId } } }));
}

export function projectResultsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: resultKeys.forProject(projectId),
    queryFn: () => getProjectResults(projectId),
    retry: false,
  });
}

import { queryOptions } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import { teamKeys } from '@/api/query-keys';

/** A project's team, for its members (403 for anyone else). */
export function getProjectTeam(projectId: string) {
  return unwrap(api.GET('/api/projects/{projectId}/team', { params: { path: { projectId } } }));
}

export function projectTeamQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: teamKeys.forProject(projectId),
    queryFn: () => getProjectTeam(projectId),
    // 403 and 404 are answers, not glitches.
    retry: false,
  });
}

import { queryOptions } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { projectKeys } from '@/api/query-keys';

export type ProjectDetail = components['schemas']['ProjectDetailDto'];
export type Submission = components['schemas']['SubmissionDto'];

export function getProject(projectId: string): Promise<ProjectDetail> {
  return unwrap(api.GET('/api/projects/{projectId}', { params: { path: { projectId } } }));
}

export function projectQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: projectKeys.detail(projectId),
    queryFn: () => getProject(projectId),
    // 403 and 404 are answers, not glitches: no retry before telling the user.
    retry: false,
  });
}

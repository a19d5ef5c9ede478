import { queryOptions } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { projectKeys } from '@/api/query-keys';

export type ProjectSummary = components['schemas']['ProjectSummaryDto'];

export function listMyProjects(): Promise<ProjectSummary[]> {
  return unwrap(api.GET('/api/projects'));
}

export function myProjectsQueryOptions() {
  return queryOptions({ queryKey: projectKeys.mine(), queryFn: listMyProjects });
}

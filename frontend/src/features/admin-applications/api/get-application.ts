import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';

import { applicationKeys } from './query-keys';

/** One application with every field and its audit timeline. */
export function getApplication(applicationId: string) {
  return unwrap(api.GET('/api/admin/applications/{applicationId}', { params: { path: { applicationId } } }));
}

export function applicationQueryOptions(applicationId: string | undefined) {
  return queryOptions({
    queryKey: applicationKeys.detail(applicationId),
    queryFn: () => getApplication(applicationId ?? ''),
    enabled: applicationId !== undefined,
  });
}

export function useApplication(applicationId: string | undefined) {
  return useQuery(applicationQueryOptions(applicationId));
}

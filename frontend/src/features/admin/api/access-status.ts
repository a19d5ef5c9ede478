import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';

export const accessStatusQueryKey = ['access', 'status'] as const;

/** Whether any admin exists: the First Time Setup card shows only while none does. */
export function accessStatusQueryOptions() {
  return queryOptions({
    queryKey: accessStatusQueryKey,
    queryFn: () => unwrap(api.GET('/api/access/status')),
  });
}

export function useAccessStatus() {
  return useQuery(accessStatusQueryOptions());
}

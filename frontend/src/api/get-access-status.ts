import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from './client';
import { accessKeys } from './query-keys';

/** Whether any admin exists: the First Time Setup card shows only while none does. */
export function getAccessStatus() {
  return unwrap(api.GET('/api/access/status'));
}

export function accessStatusQueryOptions() {
  return queryOptions({ queryKey: accessKeys.status(), queryFn: getAccessStatus });
}

export function useAccessStatus() {
  return useQuery(accessStatusQueryOptions());
}

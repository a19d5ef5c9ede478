import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import { myApplicationKeys } from '@/api/query-keys';

/** The signed-in user's applications, newest first (My Events). */
export function listMyApplications() {
  return unwrap(api.GET('/api/me/applications'));
}

export function myApplicationsQueryOptions(userId: string) {
  return queryOptions({ queryKey: myApplicationKeys.list(userId), queryFn: listMyApplications });
}

/** Asks only while someone is signed in (`userId` set). */
export function useMyApplications(userId: string | undefined) {
  return useQuery({ ...myApplicationsQueryOptions(userId ?? ''), enabled: userId !== undefined });
}

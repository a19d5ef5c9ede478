import { queryOptions } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';

/** The signed-in user's applications, newest first (My Events). */
export function myApplicationsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['applications', 'mine', userId],
    queryFn: () => unwrap(api.GET('/api/me/applications')),
  });
}

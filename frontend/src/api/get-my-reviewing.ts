import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from './client';
import { myReviewingKeys } from './query-keys';

/** Whether the signed-in user reviews applications: seated on an event or assigned, so only the server knows. */
export function myReviewingQueryOptions(userId: string) {
  return queryOptions({
    queryKey: myReviewingKeys.detail(userId),
    queryFn: () => unwrap(api.GET('/api/review/me')),
    staleTime: 60_000,
  });
}

export function useReviewsApplications(userId: string | undefined): boolean {
  const { data } = useQuery({ ...myReviewingQueryOptions(userId ?? ''), enabled: userId !== undefined });
  return data?.reviewsApplications ?? false;
}

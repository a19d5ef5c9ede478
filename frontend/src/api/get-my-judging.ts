import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from './client';
import { myJudgingKeys } from './query-keys';

/** Whether the signed-in user judges any event: any role may, so only the server knows. */
export function myJudgingQueryOptions(userId: string) {
  return queryOptions({
    queryKey: myJudgingKeys.detail(userId),
    queryFn: () => unwrap(api.GET('/api/me/judging')),
    staleTime: 60_000,
  });
}

export function useJudgesEvents(userId: string | undefined): boolean {
  const { data } = useQuery({ ...myJudgingQueryOptions(userId ?? ''), enabled: userId !== undefined });
  return data?.judgesEvents ?? false;
}

import { useQuery } from '@tanstack/react-query';

import { api, unwrap } from './client';
import { myJudgingKeys } from './query-keys';

/** Whether the signed-in user judges any event: any role may, so only the server knows. */
export function useJudgesEvents(userId: string | undefined): boolean {
  const { data } = useQuery({
    queryKey: myJudgingKeys.detail(userId ?? ''),
    queryFn: () => unwrap(api.GET('/api/me/judging')),
    enabled: userId !== undefined,
    staleTime: 60_000,
  });
  return data?.judgesEvents ?? false;
}

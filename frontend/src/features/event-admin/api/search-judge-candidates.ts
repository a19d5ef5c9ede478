import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';

import { judgingKeys } from './query-keys';

export type JudgeCandidate = components['schemas']['JudgeCandidateDto'];

export function searchJudgeCandidates(name: string): Promise<JudgeCandidate[]> {
  return unwrap(api.GET('/api/admin/judge-candidates', { params: { query: { q: name } } }));
}

/** Up to 10 people whose name contains `name`; nothing is asked while `name` is empty. */
export function useJudgeCandidates(name: string) {
  return useQuery({
    ...queryOptions({ queryKey: judgingKeys.candidates(name), queryFn: () => searchJudgeCandidates(name) }),
    enabled: name !== '',
    // The list stays while the next search runs, instead of flashing empty on every key.
    placeholderData: keepPreviousData,
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';

import { judgingKeys } from './query-keys';

export type Criterion = components['schemas']['CriterionDto'];

export function listCriteria(eventId: string): Promise<Criterion[]> {
  return unwrap(api.GET('/api/admin/events/{eventId}/criteria', { params: { path: { eventId } } }));
}

export function criteriaQueryOptions(eventId: string) {
  return queryOptions({ queryKey: judgingKeys.criteria(eventId), queryFn: () => listCriteria(eventId) });
}

export function useCriteria(eventId: string) {
  return useQuery(criteriaQueryOptions(eventId));
}

import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { eventKeys } from '@/api/query-keys';

export type ApplyQuestion = components['schemas']['ApplyQuestionDto'];

/** The event's custom questions, asked after the fixed fields (visible ones, in order). */
export function listApplyQuestions(eventId: string): Promise<ApplyQuestion[]> {
  return unwrap(api.GET('/api/events/{eventId}/questions', { params: { path: { eventId } } }));
}

export function applyQuestionsQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: [...eventKeys.detail(eventId), 'questions'] as const,
    queryFn: () => listApplyQuestions(eventId),
  });
}

/** Asked once the event itself has loaded: an event that is not there has no questions to ask. */
export function useApplyQuestions(eventId: string, eventLoaded: boolean) {
  return useQuery({ ...applyQuestionsQueryOptions(eventId), enabled: eventLoaded });
}

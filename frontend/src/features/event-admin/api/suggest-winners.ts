import { queryOptions } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';

import { winnerKeys } from './query-keys';

export type WinnerSuggestion = components['schemas']['WinnerSuggestionDto'];

/** 'Suggest from ranking': the top 3 of each track as proposed places (nothing is awarded). */
export function suggestWinners(eventId: string): Promise<WinnerSuggestion[]> {
  return unwrap(api.GET('/api/admin/events/{eventId}/judging/winner-suggestions', { params: { path: { eventId } } }));
}

export function winnerSuggestionsQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: winnerKeys.suggestions(eventId),
    queryFn: () => suggestWinners(eventId),
    retry: false,
  });
}

import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';

import { listSubmissions } from './list-submissions';
import { submissionKeys } from './query-keys';

/** One page of the Add Winner select; more load as the list is scrolled to its end. */
export const AWARDABLE_PAGE_SIZE = 20;

/**
 * An event's submissions without a winner entry whose title contains `search`, page by page from
 * the server: an event may have far more than one page of them.
 */
export function useAwardableSubmissions(eventId: string, search: string) {
  return useInfiniteQuery({
    queryKey: submissionKeys.awardable(eventId, search),
    queryFn: ({ pageParam }) =>
      listSubmissions({
        eventId,
        search: search || undefined,
        awarded: false,
        page: pageParam,
        size: AWARDABLE_PAGE_SIZE,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * AWARDABLE_PAGE_SIZE < last.total ? pages.length + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}

/** Whether the event has any submission left to award, and the tracks its submissions are in. */
export function useAwardSummary(eventId: string) {
  return useQuery({
    queryKey: [...submissionKeys.awardable(eventId, ''), 'summary'] as const,
    queryFn: () => listSubmissions({ eventId, awarded: false, page: 1, size: 1 }),
  });
}

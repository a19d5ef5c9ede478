import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { adminEventKeys, myReviewingKeys } from '@/api/query-keys';

import type { RankingShow } from '../ranking-shows';

export type ReviewRanking = components['schemas']['ReviewRankingDto'];
export type RankedApplication = components['schemas']['RankedApplicationDto'];
export type CutLine = components['schemas']['CutLineDto'];
export type ReviewerFigure = components['schemas']['ReviewerFigureDto'];
export type DecisionsResult = components['schemas']['DecisionsResultDto'];
export type RankingDecision = components['schemas']['DecideApplicationsDto']['status'];
export type MoreReviewsResult = components['schemas']['RequestMoreReviewsResultDto'];

export { RANKING_SHOWS, type RankingShow } from '../ranking-shows';

export const RANKING_PAGE_SIZE = 50;

/** Under the event's review key: changing its setup or assigning refreshes the ranking too. */
export const rankingKeys = {
  all: (eventId: string) => [...adminEventKeys.all, 'review', eventId, 'ranking'] as const,
  page: (eventId: string, show: RankingShow, page: number) => [...rankingKeys.all(eventId), show, page] as const,
  reviewers: (eventId: string) => [...rankingKeys.all(eventId), 'reviewer-figures'] as const,
};

export function reviewRankingQueryOptions(eventId: string, show: RankingShow, page: number) {
  return queryOptions({
    queryKey: rankingKeys.page(eventId, show, page),
    queryFn: () =>
      unwrap(
        api.GET('/api/admin/events/{eventId}/review/ranking', {
          params: { path: { eventId }, query: { show, page, pageSize: RANKING_PAGE_SIZE } },
        }),
      ),
  });
}

export function reviewerFiguresQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: rankingKeys.reviewers(eventId),
    queryFn: () =>
      unwrap(api.GET('/api/admin/events/{eventId}/review/reviewer-figures', { params: { path: { eventId } } })),
  });
}

export function useReviewRanking(eventId: string, show: RankingShow, page: number) {
  return useQuery({ ...reviewRankingQueryOptions(eventId, show, page), placeholderData: keepPreviousData });
}

export function useReviewerFigures(eventId: string) {
  return useQuery(reviewerFiguresQueryOptions(eventId));
}

/** After a decision or new assignments: the ranking, the applications and the reviewers' queues change. */
function useRefreshAfter(eventId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...adminEventKeys.all, 'review', eventId] }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'applications'] }),
      queryClient.invalidateQueries({ queryKey: myReviewingKeys.all }),
    ]);
}

export function useDecideApplications(eventId: string) {
  const refresh = useRefreshAfter(eventId);
  return useMutation({
    mutationFn: (body: { status: RankingDecision; applications: { applicationId: string; version: number }[] }) =>
      unwrap(api.POST('/api/admin/events/{eventId}/review/decisions', { params: { path: { eventId } }, body })),
    onSettled: refresh,
  });
}

/** Decisions per 'Apply suggestions' call: small enough to show progress on a large event. */
const SUGGESTIONS_PER_CALL = 100;

export interface ApplyProgress {
  done: number;
  total: number;
}

/**
 * 'Apply suggestions' in batches until none remain, with its progress; a batch that decides
 * nothing (every row stale) ends it, so it never loops. Answers the totals, with the last batch's
 * skipped rows (an earlier stale row is decided by a later batch).
 */
export function useApplySuggestions(eventId: string) {
  const refresh = useRefreshAfter(eventId);
  const [progress, setProgress] = useState<ApplyProgress | null>(null);
  const mutation = useMutation({
    mutationFn: async (): Promise<DecisionsResult> => {
      const result: DecisionsResult = { changed: 0, unchanged: 0, skipped: [] };
      let total = 0;
      for (;;) {
        const batch = await unwrap(
          api.POST('/api/admin/events/{eventId}/review/apply-suggestions', {
            params: { path: { eventId }, query: { limit: SUGGESTIONS_PER_CALL } },
          }),
        );
        result.changed += batch.changed;
        result.unchanged += batch.unchanged;
        result.skipped = batch.skipped;
        const done = result.changed + result.unchanged;
        total = Math.max(total, done + batch.remaining);
        setProgress({ done, total });
        if (batch.remaining === 0 || batch.changed + batch.unchanged === 0) return result;
      }
    },
    onSettled: async () => {
      setProgress(null);
      await refresh();
    },
  });
  return { ...mutation, progress };
}

export function useRequestMoreReviews(eventId: string) {
  const refresh = useRefreshAfter(eventId);
  return useMutation({
    mutationFn: () =>
      unwrap(api.POST('/api/admin/events/{eventId}/review/more-reviews', { params: { path: { eventId } } })),
    onSettled: refresh,
  });
}

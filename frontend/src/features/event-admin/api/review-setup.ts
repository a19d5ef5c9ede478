import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { adminEventKeys } from '@/api/query-keys';

import type { CriterionForm } from './save-criterion';

export type ReviewSettings = components['schemas']['ReviewSettingsDto'];
export type ReviewSettingsForm = components['schemas']['UpdateReviewSettingsDto'];
export type ReviewRubric = components['schemas']['ReviewRubricDto'];
export type ReviewCriterion = components['schemas']['ReviewCriterionDto'];
export type EventReviewers = components['schemas']['EventReviewersDto'];
export type SeatReviewerOutcome = components['schemas']['SeatReviewerResultDto']['outcome'];

/** An event's review setup sits under the staff events' key, as its judging setup does. */
export const reviewSetupKeys = {
  all: (eventId: string) => [...adminEventKeys.all, 'review', eventId] as const,
  settings: (eventId: string) => [...reviewSetupKeys.all(eventId), 'settings'] as const,
  rubric: (eventId: string) => [...reviewSetupKeys.all(eventId), 'rubric'] as const,
  reviewers: (eventId: string) => [...reviewSetupKeys.all(eventId), 'reviewers'] as const,
};

// One factory per endpoint read.

export function reviewSettingsQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: reviewSetupKeys.settings(eventId),
    queryFn: () => unwrap(api.GET('/api/admin/events/{eventId}/review/settings', { params: { path: { eventId } } })),
  });
}

export function reviewRubricQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: reviewSetupKeys.rubric(eventId),
    queryFn: () => unwrap(api.GET('/api/admin/events/{eventId}/review/criteria', { params: { path: { eventId } } })),
  });
}

export function reviewersQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: reviewSetupKeys.reviewers(eventId),
    queryFn: () => unwrap(api.GET('/api/admin/events/{eventId}/review/reviewers', { params: { path: { eventId } } })),
  });
}

export function useReviewSettings(eventId: string) {
  return useQuery(reviewSettingsQueryOptions(eventId));
}

export function useReviewRubric(eventId: string) {
  return useQuery(reviewRubricQueryOptions(eventId));
}

export function useReviewers(eventId: string) {
  return useQuery(reviewersQueryOptions(eventId));
}

/** Saves the settings form; a stale `expectedVersion` is a 409 (someone else saved first). */
export function useSaveReviewSettings(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewSettingsForm) =>
      unwrap(api.PUT('/api/admin/events/{eventId}/review/settings', { params: { path: { eventId } }, body })),
    onSuccess: (settings) => queryClient.setQueryData(reviewSetupKeys.settings(eventId), settings),
  });
}

// Each rubric change answers the whole rubric, which replaces the cached one.

function useRubricChange<V>(eventId: string, change: (variables: V) => Promise<ReviewRubric>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (rubric) => queryClient.setQueryData(reviewSetupKeys.rubric(eventId), rubric),
  });
}

export function useAddReviewCriterion(eventId: string) {
  return useRubricChange(eventId, (body: CriterionForm) =>
    unwrap(api.POST('/api/admin/events/{eventId}/review/criteria', { params: { path: { eventId } }, body })),
  );
}

export function useEditReviewCriterion(eventId: string) {
  return useRubricChange(eventId, ({ criterionId, ...body }: CriterionForm & { criterionId: string }) =>
    unwrap(
      api.PUT('/api/admin/events/{eventId}/review/criteria/{criterionId}', {
        params: { path: { eventId, criterionId } },
        body,
      }),
    ),
  );
}

export function useRemoveReviewCriterion(eventId: string) {
  return useRubricChange(eventId, (criterionId: string) =>
    unwrap(
      api.DELETE('/api/admin/events/{eventId}/review/criteria/{criterionId}', {
        params: { path: { eventId, criterionId } },
      }),
    ),
  );
}

export function useReorderReviewCriteria(eventId: string) {
  return useRubricChange(eventId, (criterionIds: string[]) =>
    unwrap(
      api.PUT('/api/admin/events/{eventId}/review/criteria/order', {
        params: { path: { eventId } },
        body: { criterionIds },
      }),
    ),
  );
}

// Each reviewer change answers the event's reviewers, which replace the cached ones.

/** By exact email: an account is seated, an email without one is invited. */
export function useSeatReviewer(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      unwrap(
        api.POST('/api/admin/events/{eventId}/review/reviewers', { params: { path: { eventId } }, body: { email } }),
      ),
    onSuccess: ({ reviewers }) => queryClient.setQueryData(reviewSetupKeys.reviewers(eventId), reviewers),
  });
}

export function useRemoveReviewer(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      unwrap(
        api.DELETE('/api/admin/events/{eventId}/review/reviewers/{userId}', { params: { path: { eventId, userId } } }),
      ),
    onSuccess: (reviewers) => queryClient.setQueryData(reviewSetupKeys.reviewers(eventId), reviewers),
  });
}

export function useWithdrawReviewerInvitation(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      unwrap(
        api.DELETE('/api/admin/events/{eventId}/review/invitations', {
          params: { path: { eventId }, query: { email } },
        }),
      ),
    onSuccess: (reviewers) => queryClient.setQueryData(reviewSetupKeys.reviewers(eventId), reviewers),
  });
}

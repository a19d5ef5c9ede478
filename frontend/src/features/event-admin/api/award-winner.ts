import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';

import { refreshAfterWinnerChange } from './refresh-submission-views';

export type AddWinnerBody = components['schemas']['AddWinnerDto'];

export function addWinner(eventId: string, body: AddWinnerBody) {
  return unwrap(api.POST('/api/admin/events/{eventId}/winners', { params: { path: { eventId } }, body }));
}

export function removeWinner(winnerId: string) {
  return unwrap(api.DELETE('/api/admin/winners/{winnerId}', { params: { path: { winnerId } } }));
}

export function useAddWinner(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddWinnerBody) => addWinner(eventId, body),
    onSettled: () => refreshAfterWinnerChange(queryClient, eventId),
  });
}

export function useRemoveWinner(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeWinner,
    onSettled: () => refreshAfterWinnerChange(queryClient, eventId),
  });
}

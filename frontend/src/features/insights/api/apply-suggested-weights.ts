import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import { adminEventKeys } from '@/api/query-keys';

import { insightsKeys } from './get-insights';

export interface SuggestedWeightsUse {
  eventId: string;
  weights: { label: string; weight: number }[];
}

/** POST /api/admin/insights/weights: 'Use these weights' on an upcoming event's criteria. */
export function applySuggestedWeights({ eventId, weights }: SuggestedWeightsUse) {
  return unwrap(api.POST('/api/admin/insights/weights', { body: { eventId, weights } }));
}

/** Sets the criteria's weights; the event's screens and the current weights shown here read them again. */
export function useApplySuggestedWeights() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applySuggestedWeights,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminEventKeys.all }),
        queryClient.invalidateQueries({ queryKey: insightsKeys.all }),
      ]);
    },
  });
}

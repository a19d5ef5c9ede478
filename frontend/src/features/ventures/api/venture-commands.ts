import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import { ventureKeys } from '@/api/venture-keys';

import type { MilestoneInput } from './get-venture';

// The venture page's commands; each refreshes every venture screen (the page, the cards, the choices).

function useVentureMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ventureKeys.all }),
  });
}

export function useAddMilestone(ventureId: string) {
  return useVentureMutation((body: MilestoneInput) =>
    unwrap(api.POST('/api/ventures/{ventureId}/milestones', { params: { path: { ventureId } }, body })),
  );
}

export function useEditMilestone(ventureId: string) {
  return useVentureMutation(({ milestoneId, body }: { milestoneId: string; body: MilestoneInput }) =>
    unwrap(
      api.PUT('/api/ventures/{ventureId}/milestones/{milestoneId}', {
        params: { path: { ventureId, milestoneId } },
        body,
      }),
    ),
  );
}

export function useRemoveMilestone(ventureId: string) {
  return useVentureMutation((milestoneId: string) =>
    unwrap(
      api.DELETE('/api/ventures/{ventureId}/milestones/{milestoneId}', {
        params: { path: { ventureId, milestoneId } },
      }),
    ),
  );
}

export interface VentureEdit {
  name: string;
  pitch: string | null;
  isPublic: boolean;
}

export function useUpdateVenture(ventureId: string) {
  return useVentureMutation((body: VentureEdit) =>
    unwrap(api.PATCH('/api/ventures/{ventureId}', { params: { path: { ventureId } }, body })),
  );
}

/** Staff: 'Verify' (verified true) or 'Un-verify', with a note either way. */
export function useSetVerification(ventureId: string) {
  return useVentureMutation(
    ({ milestoneId, verified, note }: { milestoneId: string; verified: boolean; note: string }) => {
      const params = { path: { ventureId, milestoneId } };
      return unwrap(
        verified
          ? api.POST('/api/admin/ventures/{ventureId}/milestones/{milestoneId}/verify', { params, body: { note } })
          : api.POST('/api/admin/ventures/{ventureId}/milestones/{milestoneId}/unverify', { params, body: { note } }),
      );
    },
  );
}

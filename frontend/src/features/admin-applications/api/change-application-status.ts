import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';

import type { StaffStatus } from '../application-status';
import { applicationKeys } from './query-keys';

export interface StatusChange {
  applicationId: string;
  status: StaffStatus;
  version: number;
}

export function changeApplicationStatus({ applicationId, status, version }: StatusChange) {
  return unwrap(
    api.PUT('/api/admin/applications/{applicationId}/status', {
      params: { path: { applicationId } },
      body: { status, version },
    }),
  );
}

/** The one write path of a status change: single approve/reject and the bulk actions alike. */
export function useChangeApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeApplicationStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}

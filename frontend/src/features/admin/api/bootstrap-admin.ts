import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import { refreshOwnRole } from '@/api/get-current-user';

import { accessStatusQueryKey } from './access-status';
import { staffQueryKey } from './list-staff';

/** Makes the caller the first admin; the server answers 'exists' when someone already is. */
export function useBootstrapAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/access/bootstrap')),
    onSuccess: async ({ result }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accessStatusQueryKey }),
        queryClient.invalidateQueries({ queryKey: staffQueryKey }),
        result === 'created' ? refreshOwnRole(queryClient) : undefined,
      ]);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from './client';
import { refreshOwnRole } from './get-current-user';
import { accessKeys, staffKeys } from './query-keys';

/** Makes the caller the first admin; the server answers 'exists' when someone already is. */
export function bootstrapAdmin() {
  return unwrap(api.POST('/api/access/bootstrap'));
}

/** The one way to claim the first admin role (Access Management and the dashboard's debug tools). */
export function useBootstrapAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bootstrapAdmin,
    onSuccess: async ({ result }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accessKeys.all }),
        queryClient.invalidateQueries({ queryKey: staffKeys.all }),
        result === 'created' ? refreshOwnRole(queryClient) : undefined,
      ]);
    },
  });
}

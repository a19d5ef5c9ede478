import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

import { signOut } from './session';

export function useSignOut(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(() => {
    signOut();
    // Cached server data belongs to the user who just left.
    queryClient.clear();
    void navigate({ to: '/auth' });
  }, [navigate, queryClient]);
}

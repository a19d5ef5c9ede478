import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

import { signOutEverywhere } from '@/api/sign-out';

/** Signs out everywhere and goes to /auth (the session keeper clears the cached data). */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();

  return useCallback(async () => {
    await signOutEverywhere();
    await navigate({ to: '/auth' });
  }, [navigate]);
}

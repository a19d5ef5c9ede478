import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';

import { useSignedInSettled } from '@/lib/session/signed-in-settled';

/** The pause between learning that the visitor is signed in and leaving the landing page. */
export const SIGNED_IN_REDIRECT_DELAY_MS = 100;

/**
 * For the landing page: a signed-in user is sent on to /dashboard shortly after the sign-in is
 * known (a stored session that turns out expired stays on the landing page).
 */
export function useRedirectSignedInToDashboard(): void {
  const signedIn = useSignedInSettled();
  const navigate = useNavigate();

  useEffect(() => {
    if (!signedIn) return;
    const timer = setTimeout(() => void navigate({ to: '/dashboard', replace: true }), SIGNED_IN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedIn, navigate]);
}

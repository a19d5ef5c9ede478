import type { QueryClient } from '@tanstack/react-query';

import { refreshSession } from '@/api/client';
import { syncSessionUser } from '@/api/get-current-user';
import { sessionStore } from '@/lib/session/session';
import { startSessionKeeper } from '@/lib/session/session-keeper';

/** Rendering waits this long at most for the session to be restored on start. */
const RESTORE_WAIT_MS = 3000;

interface StartAuthDeps {
  queryClient: QueryClient;
  router: { invalidate: () => Promise<void> };
}

/**
 * Starts the session keeper; resolves when the sign-in state is known (or after a short wait),
 * so route guards judge the first page by the restored session.
 */
export function startAuth({ queryClient, router }: StartAuthDeps): Promise<void> {
  const { ready } = startSessionKeeper({
    store: sessionStore,
    refresh: refreshSession,
    syncUser: async () => {
      await syncSessionUser(queryClient);
    },
    now: () => Date.now(),
    onUserChange: () => {
      // Cached server data belongs to the user who just left.
      queryClient.clear();
      // Once the navigation under way (e.g. sign-out's move to /auth) has started, re-run the
      // guards of the page now shown: a guarded page sends the visitor to /auth.
      setTimeout(() => void router.invalidate(), 0);
    },
  });
  return Promise.race([ready, new Promise<void>((resolve) => setTimeout(resolve, RESTORE_WAIT_MS))]);
}

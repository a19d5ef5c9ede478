import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';

import { refreshSession } from '@/api/client';
import { keysToInvalidate } from '@/api/live-invalidation';
import { type LiveState, startLiveConnection } from '@/lib/live/live-connection';
import { sessionStore, useSession } from '@/lib/session/session';

// The connection's state, for the header's indicator.
let state: LiveState = 'connecting';
const listeners = new Set<() => void>();
function setState(next: LiveState) {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getState = () => state;

/** The live connection's state: 'lost' while it is down. */
export function useLiveState(): LiveState {
  return useSyncExternalStore(subscribe, getState, getState);
}

/** A burst of events (a bulk action) costs one invalidation per key, not one per event. */
const BATCH_MS = 50;

function batchedInvalidation(queryClient: QueryClient) {
  const pending = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    add(keys: QueryKey[]) {
      for (const key of keys) pending.set(JSON.stringify(key), key);
      timer ??= setTimeout(() => {
        timer = undefined;
        const keysNow = [...pending.values()];
        pending.clear();
        for (const queryKey of keysNow) void queryClient.invalidateQueries({ queryKey });
      }, BATCH_MS);
    },
    stop() {
      clearTimeout(timer);
    },
  };
}

/**
 * While someone is signed in, keeps GET /api/stream open and invalidates the queries each event
 * makes stale; after a lost connection is back, every screen refetches once.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  const userId = useSession()?.user.id;

  useEffect(() => {
    if (!userId) return;
    const invalidation = batchedInvalidation(queryClient);
    const stop = startLiveConnection({
      url: '/api/stream',
      accessToken: () => sessionStore.get()?.accessToken,
      refresh: async (stale) => (await refreshSession(stale))?.accessToken ?? null,
      onEvent: (event) => invalidation.add(keysToInvalidate(event.type)),
      onState: setState,
      onReconnected: () => void queryClient.invalidateQueries(),
    });
    return () => {
      stop();
      invalidation.stop();
      setState('connecting');
    };
  }, [queryClient, userId]);
}

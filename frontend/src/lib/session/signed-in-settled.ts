import { useSyncExternalStore } from 'react';

import { isAuthSettled, subscribeAuthSettled } from './auth-settled';
import { sessionStore } from './session';

function subscribe(listener: () => void): () => void {
  const unsubscribeSettled = subscribeAuthSettled(listener);
  const unsubscribeSession = sessionStore.subscribe(listener);
  return () => {
    unsubscribeSettled();
    unsubscribeSession();
  };
}

function signedInSettled(): boolean {
  return isAuthSettled() && sessionStore.get() !== null;
}

/**
 * True once the user is known to be signed in. A server-rendered public page keeps its visitor's
 * light header until then, and trades it for the app's full header when this turns true.
 * One snapshot of both stores: a page re-renders when the answer changes, not when a visitor's
 * sign-in state becomes known (false before and after), which re-rendered a whole public page
 * in one blocking task just after it hydrated.
 */
export function useSignedInSettled(): boolean {
  return useSyncExternalStore(subscribe, signedInSettled, () => false);
}

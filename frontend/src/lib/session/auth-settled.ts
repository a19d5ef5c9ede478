import { useSyncExternalStore } from 'react';

let settled = false;
const listeners = new Set<() => void>();

/** Called once the sign-in state is known (the stored session restored or found missing). */
export function markAuthSettled(): void {
  if (settled) return;
  settled = true;
  listeners.forEach((listener) => listener());
}

/** Whether the sign-in state is known yet (outside React: see useAuthSettled). */
export function isAuthSettled(): boolean {
  return settled;
}

export function subscribeAuthSettled(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether the sign-in state is known. False on the server and while a server-rendered page
 * hydrates: actions that depend on the visitor wait for it instead of guessing 'signed out'.
 */
export function useAuthSettled(): boolean {
  return useSyncExternalStore(subscribeAuthSettled, isAuthSettled, () => false);
}

import { sessionStore } from '@/lib/session/session';

import { api } from './client';

/** Ends every session of the user on the server (global scope), then in this browser. */
export async function signOutEverywhere(): Promise<void> {
  try {
    await api.POST('/api/auth/sign-out');
  } catch {
    // The user asked to leave: an unreachable server must not keep them signed in here.
  }
  sessionStore.set(null);
}

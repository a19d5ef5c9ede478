import { queryOptions, type QueryClient } from '@tanstack/react-query';

import type { Role } from '@/lib/roles';
import { sessionStore } from '@/lib/session/session';
import type { RouterContext } from '@/router-context';

import { fetchMe } from './client';
import { currentUserKeys } from './query-keys';
import { sessionWithUser, type MeDto } from './session-from-api';

export type CurrentUser = MeDto;

/**
 * GET /api/auth/me, cached per user (a session swapped in another tab never reads the previous
 * user's role) and fresh for half a minute, so paging an admin table does not re-ask for the role.
 */
export function currentUserQueryOptions(userId: string) {
  return queryOptions({
    queryKey: currentUserKeys.detail(userId),
    queryFn: () => fetchMe(),
    staleTime: 30_000,
  });
}

/**
 * Re-reads who the signed-in user is (role and name may have changed since sign-in) and brings the
 * stored session up to date, so the header badge shows the server's role. `fresh: false` accepts
 * an answer from the last half minute. Resolves to the server's answer, or null when signed out.
 */
export async function syncSessionUser(queryClient: QueryClient, { fresh = true } = {}): Promise<CurrentUser | null> {
  const userId = sessionStore.get()?.user.id;
  if (!userId) return null;
  const options = currentUserQueryOptions(userId);
  const me = await queryClient.fetchQuery(fresh ? { ...options, staleTime: 0 } : options);
  const latest = sessionStore.get();
  // Only if the session is still the one asked about (a refresh or sign-out may have happened).
  if (latest?.user.id === me.id) {
    const next = sessionWithUser(latest, me);
    if (next !== latest) sessionStore.set(next);
  }
  return me;
}

/**
 * After a write that changed the caller's own role: re-reads it and updates the session. A failed
 * re-read must not turn the write's success into an error; the next guarded navigation catches up.
 */
export async function refreshOwnRole(queryClient: QueryClient): Promise<void> {
  try {
    await syncSessionUser(queryClient);
  } catch {
    // Quiet on purpose, as said above.
  }
}

/**
 * The caller's role as the server sees it, for route guards (null when signed out); the session's
 * copy when the server cannot be asked (the server enforces every rule anyway).
 */
export async function currentRole({ queryClient, session }: RouterContext): Promise<Role | null> {
  const stored = session.get()?.user;
  if (!stored) return null;
  try {
    return (await syncSessionUser(queryClient, { fresh: false }))?.role ?? stored.role;
  } catch {
    return stored.role;
  }
}

import { queryOptions, type QueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import type { Role } from '@/features/auth/roles';
import { sessionStore } from '@/features/auth/session';
import type { RouterContext } from '@/router-context';

export type CurrentUser = components['schemas']['MeDto'];

// Its own key (the auth feature may cache /api/auth/me in another shape), per user so that a
// session swapped in another tab never reads the previous user's role.
const currentUserQueryKey = (userId: string) => ['admin', 'current-user', userId] as const;

/** Fresh for half a minute, so paging an admin table does not re-ask the server for the role. */
function currentUserQueryOptions(userId: string) {
  return queryOptions({
    queryKey: currentUserQueryKey(userId),
    queryFn: () => unwrap(api.GET('/api/auth/me')),
    staleTime: 30_000,
  });
}

/** The stored session can predate a role change; the header badge should show the server's role. */
function syncSessionUser(user: CurrentUser): void {
  const session = sessionStore.get();
  if (!session || session.user.id !== user.id) return;
  const next = { ...session.user, email: user.email, role: user.role, name: user.name ?? session.user.name };
  if (next.email === session.user.email && next.role === session.user.role && next.name === session.user.name) return;
  sessionStore.set({ ...session, user: next });
}

/**
 * After a write that changed the caller's own role: re-reads it and updates the session. A failed
 * re-read must not turn the write's success into an error; the next guarded navigation catches up.
 */
export async function refreshOwnRole(queryClient: QueryClient): Promise<void> {
  const userId = sessionStore.get()?.user.id;
  if (!userId) return;
  try {
    await queryClient.invalidateQueries({ queryKey: currentUserQueryKey(userId), refetchType: 'none' });
    syncSessionUser(await queryClient.fetchQuery(currentUserQueryOptions(userId)));
  } catch {
    // Quiet on purpose, as said above.
  }
}

/**
 * The caller's role as the server sees it, for route guards; the session's copy when the server
 * cannot be asked (the server enforces every rule anyway).
 */
export async function currentRole({ queryClient, session }: RouterContext): Promise<Role | null> {
  const stored = session.get()?.user;
  if (!stored) return null;
  try {
    const user = await queryClient.fetchQuery(currentUserQueryOptions(stored.id));
    syncSessionUser(user);
    return user.role;
  } catch {
    return stored.role;
  }
}

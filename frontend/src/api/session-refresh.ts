import { shouldRefresh } from '@/lib/session/refresh-timing';
import type { RefreshSession, Session, SessionStore } from '@/lib/session/session';

import { ApiError } from './api-error';
import { completeSession, type MeDto, type SessionDto } from './session-from-api';

export interface SessionRefresherDeps {
  store: SessionStore;
  /** POST /api/auth/refresh (the cookie is the credential). */
  requestRefresh: () => Promise<SessionDto>;
  fetchMe: (accessToken: string) => Promise<MeDto>;
  /** Runs the task while no other tab refreshes (see browserRefreshLock). */
  withLock: <T>(task: () => Promise<T>) => Promise<T>;
  now: () => number;
}

/** The server answered, and its answer is no: the refresh cookie is gone or spent. */
function sessionIsGone(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * Single flight, in this tab and across tabs: refresh tokens rotate on use and a reused one
 * revokes the whole session, so two refreshes must never race with the same cookie.
 */
export function createSessionRefresher(deps: SessionRefresherDeps): RefreshSession {
  let inFlight: Promise<Session | null> | null = null;

  async function run(staleAccessToken: string | undefined): Promise<Session | null> {
    // Another tab may have refreshed while this one waited for the lock.
    deps.store.reload();
    const current = deps.store.get();
    // A request sent with a token whose session is gone by now: the user signed out meanwhile.
    if (staleAccessToken && current === null) return null;
    if (current && current.accessToken !== staleAccessToken && !shouldRefresh(current.expiresAt, deps.now())) {
      return current;
    }
    try {
      const session = await completeSession(await deps.requestRefresh(), current, deps.fetchMe);
      // Signed out (in this tab or another) while the refresh was under way: the user left, so a
      // late answer must not sign them back in.
      deps.store.reload();
      if (current && deps.store.get() === null) return null;
      deps.store.set(session);
      return session;
    } catch (error) {
      if (sessionIsGone(error)) {
        deps.store.set(null);
        return null;
      }
      // Offline or a server hiccup: keep the session and let the next check try again.
      return deps.store.get();
    }
  }

  return (staleAccessToken) => {
    inFlight ??= deps
      .withLock(() => run(staleAccessToken))
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
}

/** A lock shared by every tab of this origin (Web Locks API); without it, tabs fall back to luck. */
export function browserRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return task();
  return navigator.locks.request('sprintboard.session-refresh', task);
}

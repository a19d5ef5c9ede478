import { REFRESH_CHECK_INTERVAL_MS, shouldRefresh } from './refresh-timing';
import type { RefreshSession, SessionStore } from './session';

export interface SessionKeeperDeps {
  store: SessionStore;
  refresh: RefreshSession;
  /** Re-reads the user behind a stored session (role and name may have changed meanwhile). */
  syncUser: () => Promise<void>;
  /** The signed-in user went away or became someone else (sign-out here or in another tab, expiry). */
  onUserChange: () => void;
  now: () => number;
}

export interface SessionKeeper {
  /** Settles once the sign-in state is known. */
  ready: Promise<void>;
  stop: () => void;
}

/** Restores the session on app start, then keeps its access token fresh. */
export function startSessionKeeper(deps: SessionKeeperDeps): SessionKeeper {
  const { store } = deps;
  let stopped = false;
  const cleanups: (() => void)[] = [];

  function check(): void {
    const session = store.get();
    if (session && shouldRefresh(session.expiresAt, deps.now())) void deps.refresh(session.accessToken);
  }

  async function restore(): Promise<void> {
    const stored = store.get();
    if (stored && shouldRefresh(stored.expiresAt, deps.now())) {
      await deps.refresh(stored.accessToken);
    } else if (stored) {
      deps.syncUser().catch(() => undefined); // a 401 there already went through refresh-and-retry
    } else if (store.hasSessionHint()) {
      // The refresh cookie may outlive the stored session (e.g. a stored format this version cannot read).
      await deps.refresh();
    }
  }

  function watch(): void {
    if (stopped) return;
    let userId = store.get()?.user.id;
    cleanups.push(
      store.subscribe(() => {
        const next = store.get()?.user.id;
        if (userId !== undefined && next !== userId) deps.onUserChange();
        userId = next;
      }),
    );
    const timer = setInterval(check, REFRESH_CHECK_INTERVAL_MS);
    cleanups.push(() => clearInterval(timer));
    if (typeof document !== 'undefined') {
      // Timers are throttled in background tabs; a tab coming back checks at once.
      const onVisible = () => document.visibilityState === 'visible' && check();
      document.addEventListener('visibilitychange', onVisible);
      cleanups.push(() => document.removeEventListener('visibilitychange', onVisible));
    }
  }

  // Whatever restoring ran into, the app still starts, signed out if need be, and keeps checking.
  const ready = restore()
    .catch(() => undefined)
    .then(watch);
  return {
    ready,
    stop() {
      stopped = true;
      cleanups.forEach((cleanup) => cleanup());
    },
  };
}

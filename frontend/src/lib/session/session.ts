import { useSyncExternalStore } from 'react';

import { isRole, type Role } from '@/lib/roles';

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  name: string;
}

/** The refresh token is an httpOnly cookie the page never sees; only the access token lives here. */
export interface Session {
  accessToken: string;
  /** ISO date-time of the access token's expiry. */
  expiresAt: string;
  user: SessionUser;
}

// Function properties, not methods: useSyncExternalStore receives get and subscribe detached.
export interface SessionStore {
  get: () => Session | null;
  set: (session: Session | null) => void;
  subscribe: (listener: () => void) => () => void;
  /** Re-reads storage, e.g. after another tab changed it; listeners hear only of real changes. */
  reload: () => void;
  /** True once this browser held a session that was not ended: its refresh cookie may still be valid. */
  hasSessionHint: () => boolean;
}

/** Renews the session; resolves to the new session, or null when there is none. */
export type RefreshSession = (staleAccessToken?: string) => Promise<Session | null>;

type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const SESSION_STORAGE_KEY = 'sprintboard.session';
export const SESSION_HINT_KEY = 'sprintboard.session-hint';

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/** Turns whatever is in storage into a session, or null when it is missing or malformed. */
export function parseStoredSession(raw: string | null): Session | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { accessToken, expiresAt, user } = value as Record<string, unknown>;
  if (!isNonEmptyString(accessToken) || !isNonEmptyString(expiresAt)) return null;
  if (typeof user !== 'object' || user === null) return null;
  const { id, email, role, name } = user as Record<string, unknown>;
  if (!isNonEmptyString(id) || !isNonEmptyString(email)) return null;
  return {
    accessToken,
    expiresAt,
    user: {
      id,
      email,
      // The spec treats an unknown role as participant, the least privileged one.
      role: isRole(role) ? role : 'participant',
      name: typeof name === 'string' ? name : '',
    },
  };
}

export function createSessionStore(getStorage: () => SessionStorage | undefined): SessionStore {
  const listeners = new Set<() => void>();
  let loaded = false;
  let raw: string | null = null;
  let current: Session | null = null;

  function readRaw(): string | null {
    try {
      return getStorage()?.getItem(SESSION_STORAGE_KEY) ?? null;
    } catch {
      return null; // storage can be blocked (privacy mode); behave as signed out
    }
  }

  function write(session: Session | null): void {
    try {
      const storage = getStorage();
      if (session) {
        storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
        storage?.setItem(SESSION_HINT_KEY, '1');
      } else {
        storage?.removeItem(SESSION_STORAGE_KEY);
        storage?.removeItem(SESSION_HINT_KEY);
      }
    } catch {
      // Storage full or blocked: the session still lives in memory for this tab.
    }
  }

  function load(): void {
    raw = readRaw();
    current = parseStoredSession(raw);
    loaded = true;
  }

  function notify(): void {
    listeners.forEach((listener) => listener());
  }

  return {
    get() {
      if (!loaded) load();
      return current;
    },
    set(session) {
      current = session;
      loaded = true;
      write(session);
      raw = readRaw();
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload() {
      if (loaded && readRaw() === raw) return;
      load();
      notify();
    },
    hasSessionHint() {
      try {
        return getStorage()?.getItem(SESSION_HINT_KEY) === '1';
      } catch {
        return false;
      }
    },
  };
}

export const sessionStore = createSessionStore(() => (typeof window === 'undefined' ? undefined : window.localStorage));

if (typeof window !== 'undefined') {
  // Signing in or out in one tab applies to every open tab.
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) sessionStore.reload();
  });
}

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => null);
}

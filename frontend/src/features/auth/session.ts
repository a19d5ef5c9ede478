import { useSyncExternalStore } from 'react';

import { isRole, type Role } from './roles';

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  name: string;
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  user: SessionUser;
}

// Function properties, not methods: useSyncExternalStore receives get and subscribe detached.
export interface SessionStore {
  get: () => Session | null;
  set: (session: Session | null) => void;
  subscribe: (listener: () => void) => () => void;
  /** Re-reads storage, e.g. after another tab changed it. */
  reload: () => void;
}

type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const SESSION_STORAGE_KEY = 'sprintboard.session';

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
  const { accessToken, refreshToken, user } = value as Record<string, unknown>;
  if (!isNonEmptyString(accessToken) || !isNonEmptyString(refreshToken)) return null;
  if (typeof user !== 'object' || user === null) return null;
  const { id, email, role, name } = user as Record<string, unknown>;
  if (!isNonEmptyString(id) || !isNonEmptyString(email)) return null;
  return {
    accessToken,
    refreshToken,
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
  let current: Session | null = null;

  function read(): Session | null {
    try {
      return parseStoredSession(getStorage()?.getItem(SESSION_STORAGE_KEY) ?? null);
    } catch {
      return null; // storage can be blocked (privacy mode); behave as signed out
    }
  }

  function write(session: Session | null): void {
    try {
      const storage = getStorage();
      if (session) storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
      else storage?.removeItem(SESSION_STORAGE_KEY);
    } catch {
      // Storage full or blocked: the session still lives in memory for this tab.
    }
  }

  function notify(): void {
    listeners.forEach((listener) => listener());
  }

  return {
    get() {
      if (!loaded) {
        current = read();
        loaded = true;
      }
      return current;
    },
    set(session) {
      current = session;
      loaded = true;
      write(session);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload() {
      current = read();
      loaded = true;
      notify();
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

export function setSession(session: Session): void {
  sessionStore.set(session);
}

/** Forgets the session locally; server-side revocation comes with the sign-in work. */
export function signOut(): void {
  sessionStore.set(null);
}

import { describe, expect, it, jest } from '@jest/globals';

import { createSessionStore, parseStoredSession, SESSION_STORAGE_KEY, type Session } from './session';

const session: Session = {
  accessToken: 'access',
  refreshToken: 'refresh',
  user: { id: 'u1', email: 'ada@example.com', role: 'organizer', name: 'Ada' },
};

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe('parseStoredSession', () => {
  it('reads a stored session', () => {
    expect(parseStoredSession(JSON.stringify(session))).toEqual(session);
  });

  it('returns null for missing, corrupt or incomplete values', () => {
    expect(parseStoredSession(null)).toBeNull();
    expect(parseStoredSession('{not json')).toBeNull();
    expect(parseStoredSession('"a string"')).toBeNull();
    expect(parseStoredSession(JSON.stringify({ ...session, accessToken: '' }))).toBeNull();
    expect(parseStoredSession(JSON.stringify({ ...session, user: { email: 'a@b.c' } }))).toBeNull();
  });

  it('treats an unknown role as participant', () => {
    const stored = JSON.stringify({ ...session, user: { ...session.user, role: 'superuser' } });
    expect(parseStoredSession(stored)?.user.role).toBe('participant');
  });
});

describe('createSessionStore', () => {
  it('loads the session saved by an earlier visit', () => {
    const storage = memoryStorage({ [SESSION_STORAGE_KEY]: JSON.stringify(session) });
    expect(createSessionStore(() => storage).get()).toEqual(session);
  });

  it('persists, clears and notifies subscribers', () => {
    const storage = memoryStorage();
    const store = createSessionStore(() => storage);
    const listener = jest.fn();
    store.subscribe(listener);

    store.set(session);
    expect(storage.items.get(SESSION_STORAGE_KEY)).toBe(JSON.stringify(session));
    expect(store.get()).toBe(session);

    store.set(null);
    expect(storage.items.has(SESSION_STORAGE_KEY)).toBe(false);
    expect(store.get()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps working when storage is unavailable', () => {
    const store = createSessionStore(() => {
      throw new Error('blocked');
    });
    expect(store.get()).toBeNull();
    store.set(session);
    expect(store.get()).toBe(session);
  });
});

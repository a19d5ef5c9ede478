import { describe, expect, it, jest } from '@jest/globals';

import { createSessionStore, parseStoredSession, SESSION_HINT_KEY, SESSION_STORAGE_KEY, type Session } from './session';

const session: Session = {
  accessToken: 'access',
  expiresAt: '2030-01-01T00:15:00.000Z',
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
    expect(parseStoredSession(JSON.stringify({ ...session, expiresAt: undefined }))).toBeNull();
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

  it('does not keep a refresh token: the refresh credential is an httpOnly cookie', () => {
    const storage = memoryStorage();
    createSessionStore(() => storage).set(session);
    expect(storage.items.get(SESSION_STORAGE_KEY)).not.toContain('refresh');
  });

  it('remembers that a session existed until it is ended', () => {
    const storage = memoryStorage();
    const store = createSessionStore(() => storage);
    expect(store.hasSessionHint()).toBe(false);

    store.set(session);
    expect(storage.items.get(SESSION_HINT_KEY)).toBe('1');
    storage.items.delete(SESSION_STORAGE_KEY); // e.g. a stored format this version cannot read
    expect(store.hasSessionHint()).toBe(true);

    store.set(null);
    expect(store.hasSessionHint()).toBe(false);
  });

  it('on reload, notifies only when another tab really changed the session', () => {
    const storage = memoryStorage({ [SESSION_STORAGE_KEY]: JSON.stringify(session) });
    const store = createSessionStore(() => storage);
    const first = store.get();
    const listener = jest.fn();
    store.subscribe(listener);

    store.reload();
    expect(listener).not.toHaveBeenCalled();
    expect(store.get()).toBe(first);

    storage.items.set(SESSION_STORAGE_KEY, JSON.stringify({ ...session, accessToken: 'renewed' }));
    store.reload();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()?.accessToken).toBe('renewed');
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

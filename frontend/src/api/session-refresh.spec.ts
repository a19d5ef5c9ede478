import { describe, expect, it, jest } from '@jest/globals';

import { createSessionStore, type Session } from '@/lib/session/session';

import { ApiError } from './api-error';
import type { MeDto, SessionDto } from './session-from-api';
import { createSessionRefresher } from './session-refresh';

const NOW = Date.parse('2030-01-01T12:00:00.000Z');
const at = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();

const stored: Session = {
  accessToken: 'old',
  expiresAt: at(60),
  user: { id: 'u1', email: 'ada@example.com', role: 'participant', name: 'Ada Lovelace' },
};
const renewed: SessionDto = { accessToken: 'new', expiresAt: at(900), user: { id: 'u1', role: 'organizer' } };
const me: MeDto = {
  id: 'u1',
  email: 'ada@example.com',
  role: 'organizer',
  name: 'Ada L.',
  emailConfirmedAt: null,
  firstSignIn: false,
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

function setup(options: { session?: Session | null; refresh?: () => Promise<SessionDto> } = {}) {
  const storage = memoryStorage();
  const store = createSessionStore(() => storage);
  if (options.session !== null) store.set(options.session ?? stored);
  const requestRefresh = jest.fn(options.refresh ?? (() => Promise.resolve(renewed)));
  const fetchMe = jest.fn((_token: string) => Promise.resolve(me));
  const refresh = createSessionRefresher({
    store,
    requestRefresh,
    fetchMe,
    withLock: (task) => task(),
    now: () => NOW,
  });
  return { store, storage, refresh, requestRefresh, fetchMe };
}

const sessionExpired = new ApiError({ status: 401, code: 'SESSION_EXPIRED', message: 'expired', method: 'POST' });

describe('createSessionRefresher', () => {
  it('does not refresh for a request whose session was signed out meanwhile', async () => {
    const { refresh, requestRefresh } = setup({ session: null });
    await expect(refresh('token-of-a-signed-out-session')).resolves.toBeNull();
    expect(requestRefresh).not.toHaveBeenCalled();
  });

  it('drops a refresh that answers after the user signed out, instead of signing them back in', async () => {
    let answer: (value: SessionDto) => void = () => undefined;
    const { refresh, store } = setup({ refresh: () => new Promise<SessionDto>((resolve) => (answer = resolve)) });
    const pending = refresh('old');
    await Promise.resolve();
    store.set(null);
    answer(renewed);
    await expect(pending).resolves.toBeNull();
    expect(store.get()).toBeNull();
  });

  it('renews the token and keeps the known email and name, with the role the server sent', async () => {
    const { refresh, store, fetchMe } = setup();
    const session = await refresh('old');
    expect(session).toEqual({
      accessToken: 'new',
      expiresAt: renewed.expiresAt,
      user: { ...stored.user, role: 'organizer' },
    });
    expect(store.get()).toEqual(session);
    expect(fetchMe).not.toHaveBeenCalled();
  });

  it('asks who the user is when no session was stored (e.g. restoring from the cookie on start)', async () => {
    const { refresh, fetchMe } = setup({ session: null });
    const session = await refresh();
    expect(fetchMe).toHaveBeenCalledWith('new');
    expect(session?.user).toEqual({ id: 'u1', email: 'ada@example.com', role: 'organizer', name: 'Ada L.' });
  });

  it('sends one refresh for any number of concurrent callers', async () => {
    let release: (dto: SessionDto) => void = () => undefined;
    const { refresh, requestRefresh } = setup({ refresh: () => new Promise((resolve) => (release = resolve)) });
    const calls = [refresh('old'), refresh('old'), refresh('old')];
    release(renewed);
    const sessions = await Promise.all(calls);
    expect(requestRefresh).toHaveBeenCalledTimes(1);
    expect(new Set(sessions.map((session) => session?.accessToken))).toEqual(new Set(['new']));
  });

  it('refreshes again later, once the earlier refresh has finished', async () => {
    const { refresh, requestRefresh } = setup();
    await refresh('old');
    await refresh('new'); // the caller says this token was rejected too
    expect(requestRefresh).toHaveBeenCalledTimes(2);
  });

  it('uses a fresh token another tab stored meanwhile instead of spending the cookie again', async () => {
    const { refresh, requestRefresh, storage } = setup();
    const fromOtherTab: Session = { ...stored, accessToken: 'other-tab', expiresAt: at(900) };
    storage.items.set('sprintboard.session', JSON.stringify(fromOtherTab));
    expect(await refresh('old')).toEqual(fromOtherTab);
    expect(requestRefresh).not.toHaveBeenCalled();
  });

  it('signs out here when the server says the session is gone', async () => {
    const { refresh, store } = setup({ refresh: () => Promise.reject(sessionExpired) });
    expect(await refresh('old')).toBeNull();
    expect(store.get()).toBeNull();
    expect(store.hasSessionHint()).toBe(false);
  });

  it('keeps the session when the server cannot be reached, for the next check to retry', async () => {
    const { refresh, store } = setup({ refresh: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await refresh('old')).toEqual(stored);
    expect(store.get()).toEqual(stored);
  });

  it('runs inside the cross-tab lock', async () => {
    const store = createSessionStore(() => memoryStorage());
    let locked = 0;
    const refresh = createSessionRefresher({
      store,
      requestRefresh: () => Promise.resolve(renewed),
      fetchMe: () => Promise.resolve(me),
      withLock: (task) => {
        locked += 1;
        return task();
      },
      now: () => NOW,
    });
    await refresh();
    expect(locked).toBe(1);
  });
});

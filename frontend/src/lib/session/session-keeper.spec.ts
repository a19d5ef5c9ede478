import { afterEach, describe, expect, it, jest } from '@jest/globals';

import { createSessionStore, type Session, type SessionStore } from './session';
import { startSessionKeeper, type SessionKeeper } from './session-keeper';

const NOW = Date.parse('2030-01-01T12:00:00.000Z');
const at = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();
const session = (expiresInSeconds: number, id = 'u1'): Session => ({
  accessToken: `token-${id}-${expiresInSeconds}`,
  expiresAt: at(expiresInSeconds),
  user: { id, email: `${id}@example.com`, role: 'participant', name: '' },
});

function memoryStore(initial: Record<string, string> = {}): SessionStore {
  const items = new Map(Object.entries(initial));
  return createSessionStore(() => ({
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }));
}

let keeper: SessionKeeper | undefined;
afterEach(() => {
  keeper?.stop();
  jest.useRealTimers();
});

function start(store: SessionStore, now = () => NOW) {
  const refresh = jest.fn((_stale?: string) => Promise.resolve(store.get()));
  const syncUser = jest.fn(() => Promise.resolve());
  const onUserChange = jest.fn();
  keeper = startSessionKeeper({ store, refresh, syncUser, onUserChange, now });
  return { refresh, syncUser, onUserChange, ready: keeper.ready };
}

describe('startSessionKeeper on app start', () => {
  it('keeps a fresh stored session and re-reads its user', async () => {
    const store = memoryStore();
    store.set(session(600));
    const { refresh, syncUser, ready } = start(store);
    await ready;
    expect(refresh).not.toHaveBeenCalled();
    expect(syncUser).toHaveBeenCalledTimes(1);
  });

  it('renews a stored session that is about to expire before the app renders', async () => {
    const store = memoryStore();
    store.set(session(30));
    const { refresh, ready } = start(store);
    await ready;
    expect(refresh).toHaveBeenCalledWith('token-u1-30');
  });

  it('tries one silent refresh when a session existed but none is stored', async () => {
    const store = memoryStore({ 'sprintboard.session-hint': '1' });
    const { refresh, ready } = start(store);
    await ready;
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith();
  });

  it('asks nothing for a first-time visitor', async () => {
    const { refresh, syncUser, ready } = start(memoryStore());
    await ready;
    expect(refresh).not.toHaveBeenCalled();
    expect(syncUser).not.toHaveBeenCalled();
  });
});

describe('startSessionKeeper while running', () => {
  it('checks every 30 s and refreshes once expiry is within 90 s', async () => {
    jest.useFakeTimers();
    let now = NOW;
    const store = memoryStore();
    store.set(session(150));
    const { refresh, ready } = start(store, () => now);
    await ready;

    now += 30_000; // 120 s left
    jest.advanceTimersByTime(30_000);
    expect(refresh).not.toHaveBeenCalled();

    now += 30_000; // 90 s left
    jest.advanceTimersByTime(30_000);
    expect(refresh).toHaveBeenCalledWith('token-u1-150');
  });

  it('reports when the signed-in user leaves or changes, not when they sign in', async () => {
    const store = memoryStore();
    const { onUserChange, ready } = start(store);
    await ready;

    store.set(session(600));
    expect(onUserChange).not.toHaveBeenCalled();
    store.set({ ...session(600), accessToken: 'renewed' });
    expect(onUserChange).not.toHaveBeenCalled();
    store.set(null);
    expect(onUserChange).toHaveBeenCalledTimes(1);
    store.set(session(600, 'u1'));
    store.set(session(600, 'u2'));
    expect(onUserChange).toHaveBeenCalledTimes(2);
  });
});

import { describe, expect, it } from '@jest/globals';

import type { StoredApplication } from './application';
import { appendApplication, APPLICATIONS_STORAGE_KEY, saveApplication } from './application-storage';

const application: StoredApplication = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  linkedin: '',
  track: 'discovery',
  about: '',
  timestamp: '2025-10-03T23:00:00.000Z',
};

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('appendApplication', () => {
  it('starts a list when nothing is stored', () => {
    expect(appendApplication(null, application)).toEqual([application]);
  });

  it('keeps the earlier entries', () => {
    const earlier = { ...application, name: 'Grace Hopper' };
    expect(appendApplication(JSON.stringify([earlier]), application)).toEqual([earlier, application]);
  });

  it.each(['not json', '{"name":"x"}', 'null'])(
    'starts a new list over a stored value that is not a list: %s',
    (raw) => {
      expect(appendApplication(raw, application)).toEqual([application]);
    },
  );
});

describe('saveApplication', () => {
  it('appends the entry under the landing key', () => {
    const storage = memoryStorage({ [APPLICATIONS_STORAGE_KEY]: JSON.stringify([{ name: 'Grace Hopper' }]) });
    expect(saveApplication(application, storage)).toBe(true);
    expect(JSON.parse(storage.getItem(APPLICATIONS_STORAGE_KEY) ?? '')).toEqual([
      { name: 'Grace Hopper' },
      application,
    ]);
  });

  it('reports false instead of throwing when storage refuses the write', () => {
    const fullStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(saveApplication(application, fullStorage)).toBe(false);
  });
});

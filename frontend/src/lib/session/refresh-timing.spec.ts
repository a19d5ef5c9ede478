import { describe, expect, it } from '@jest/globals';

import { REFRESH_CHECK_INTERVAL_MS, REFRESH_MARGIN_MS, shouldRefresh } from './refresh-timing';

const now = Date.parse('2030-01-01T12:00:00.000Z');
const inSeconds = (seconds: number) => new Date(now + seconds * 1000).toISOString();

describe('refresh timing', () => {
  it('checks every 30 s and renews within 90 s of expiry (three checks)', () => {
    expect(REFRESH_CHECK_INTERVAL_MS).toBe(30_000);
    expect(REFRESH_MARGIN_MS).toBe(90_000);
  });

  it('leaves a token with more than 90 s to live alone', () => {
    expect(shouldRefresh(inSeconds(15 * 60), now)).toBe(false);
    expect(shouldRefresh(inSeconds(91), now)).toBe(false);
  });

  it('renews a token that expires within 90 s, at the boundary included', () => {
    expect(shouldRefresh(inSeconds(90), now)).toBe(true);
    expect(shouldRefresh(inSeconds(30), now)).toBe(true);
  });

  it('renews a token that has already expired', () => {
    expect(shouldRefresh(inSeconds(-600), now)).toBe(true);
  });

  it('renews when the expiry cannot be read', () => {
    expect(shouldRefresh('not a date', now)).toBe(true);
    expect(shouldRefresh('', now)).toBe(true);
  });
});

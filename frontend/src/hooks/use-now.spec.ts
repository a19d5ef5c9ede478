import { describe, expect, it } from '@jest/globals';

import { nextTickDelay } from './use-now';

const NOW = Date.parse('2026-03-01T12:00:00Z');

describe('nextTickDelay', () => {
  it('ticks every interval when no moment comes sooner', () => {
    expect(nextTickDelay(NOW, 30_000)).toBe(30_000);
    expect(nextTickDelay(NOW, 30_000, ['2026-03-01T13:00:00Z'])).toBe(30_000);
  });

  it('ticks exactly at the next moment ahead, given as an ISO time or milliseconds', () => {
    expect(nextTickDelay(NOW, 30_000, ['2026-03-01T12:00:10Z', NOW + 20_000])).toBe(10_000);
    expect(nextTickDelay(NOW, 30_000, [NOW + 1])).toBe(1);
  });

  it('ignores moments already past, and the one that is now', () => {
    expect(nextTickDelay(NOW, 30_000, ['2026-03-01T11:00:00Z', NOW])).toBe(30_000);
  });
});

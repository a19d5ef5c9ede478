import { describe, expect, it } from '@jest/globals';

import { reconnectDelayMs } from './reconnect-delay';

describe('reconnectDelayMs', () => {
  it('waits 1, 2, 5 and 10 s, then keeps 10 s', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(reconnectDelayMs)).toEqual([1000, 2000, 5000, 10_000, 10_000, 10_000, 10_000]);
  });
});

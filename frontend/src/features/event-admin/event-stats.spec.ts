import { describe, expect, it } from '@jest/globals';

import { eventStats } from './event-stats';

describe('eventStats', () => {
  it('counts all, active and completed events', () => {
    expect(eventStats([{ status: 'active' }, { status: 'completed' }, { status: 'draft' }])).toEqual({
      total: 3,
      active: 1,
      completed: 1,
    });
    expect(eventStats([])).toEqual({ total: 0, active: 0, completed: 0 });
  });
});

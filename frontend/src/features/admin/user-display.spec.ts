import { describe, expect, it } from '@jest/globals';

import { userDisplayName } from './user-display';

describe('userDisplayName', () => {
  const userId = '7d3c0a8e-5f7b-4a1e-9d56-0c1b2a3d4e5f';

  it('shows the name when there is one', () => {
    expect(userDisplayName({ userId, name: 'Ada Lovelace' })).toBe('Ada Lovelace');
  });

  it("falls back to 'User ' and the id's first 8 characters", () => {
    expect(userDisplayName({ userId, name: null })).toBe('User 7d3c0a8e');
    expect(userDisplayName({ userId, name: '  ' })).toBe('User 7d3c0a8e');
  });
});

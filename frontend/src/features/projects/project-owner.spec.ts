import { describe, expect, it } from '@jest/globals';

import { ownsProject } from './project-owner';

const team = [
  { userId: 'olga', role: 'owner' as const },
  { userId: 'max', role: 'member' as const },
];

describe('ownsProject', () => {
  it('is true for the owner only', () => {
    expect(ownsProject(team, 'olga')).toBe(true);
    expect(ownsProject(team, 'max')).toBe(false);
    expect(ownsProject(team, 'stranger')).toBe(false);
    expect(ownsProject(team, undefined)).toBe(false);
  });
});

import { describe, expect, it } from '@jest/globals';

import { teamSize, trackLabel } from './submission-rules';

const submission = (id: string, track: string, awarded: boolean, team: number) => ({
  id,
  track,
  awarded,
  snapshot: { team: Array.from({ length: team }, (_, index) => ({ userId: `u${index}` })) },
});

describe('teamSize', () => {
  it('counts the team, and at least the owner', () => {
    expect(teamSize(submission('a', 'discovery', false, 3))).toBe(3);
    expect(teamSize(submission('a', 'discovery', false, 0))).toBe(1);
  });
});

describe('trackLabel', () => {
  it('capitalises', () => {
    expect(trackLabel('discovery')).toBe('Discovery');
    expect(trackLabel('')).toBe('');
  });
});

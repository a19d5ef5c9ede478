import { describe, expect, it } from '@jest/globals';

import { submissionTracks, teamSize, trackLabel, unawardedSubmissions } from './submission-rules';

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

describe('unawardedSubmissions and submissionTracks', () => {
  const list = [
    submission('a', 'startup', true, 1),
    submission('b', 'discovery', false, 1),
    submission('c', 'startup', false, 1),
  ];

  it('offers only submissions without a winner entry', () => {
    expect(unawardedSubmissions(list).map((each) => each.id)).toEqual(['b', 'c']);
  });

  it('lists each track present once', () => {
    expect(submissionTracks(list)).toEqual(['startup', 'discovery']);
    expect(submissionTracks([])).toEqual([]);
  });
});

describe('trackLabel', () => {
  it('capitalises', () => {
    expect(trackLabel('discovery')).toBe('Discovery');
    expect(trackLabel('')).toBe('');
  });
});

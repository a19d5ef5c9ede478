import { describe, expect, it } from '@jest/globals';

import { SEGMENT_LABELS, segmentLabel } from './announcement-segments';

describe('announcement segments', () => {
  it('names the applicants segment by its status and the others by their label', () => {
    expect(segmentLabel('applicants', 'waitlisted')).toBe('Applicants: Waitlisted');
    expect(segmentLabel('not_submitted', null)).toBe('Approved participants whose team has not submitted');
    expect(segmentLabel('overdue_checkins', null)).toBe('Ventures with an overdue check-in');
  });

  it('offers the six segments of issue 30', () => {
    expect(Object.keys(SEGMENT_LABELS)).toEqual([
      'applicants',
      'not_submitted',
      'submitted_teams',
      'judges',
      'reviewers',
      'overdue_checkins',
    ]);
  });
});

import { describe, expect, it } from '@jest/globals';

import { applicationLabel, neighbours, nextToReview, reviewedProgressText, type QueueItemLike } from './review-queue';

const item = (applicationId: string, state: QueueItemLike['state'] = 'to_review', decided = false): QueueItemLike => ({
  applicationId,
  applicantName: null,
  state,
  decided,
});

describe('review queue', () => {
  const items = [item('a', 'reviewed'), item('b'), item('c', 'recused'), item('d'), item('e', 'to_review', true)];

  it("says 'n of m reviewed'", () => {
    expect(reviewedProgressText(3, 7)).toBe('3 of 7 reviewed');
  });

  it("names an application 'Application n' under blind review, else by its applicant", () => {
    expect(applicationLabel(items, 'd')).toBe('Application 4');
    expect(applicationLabel([{ ...item('x'), applicantName: 'Ada Lovelace' }], 'x')).toBe('Ada Lovelace');
  });

  it('walks to the neighbours, skipping recused applications', () => {
    expect(neighbours(items, 'b')).toEqual({ previous: 'a', next: 'd' });
    expect(neighbours(items, 'a')).toEqual({ previous: null, next: 'b' });
    expect(neighbours(items, 'e')).toEqual({ previous: 'd', next: null });
  });

  it('saving moves to the next application still to review, going round, never a decided one', () => {
    expect(nextToReview(items, 'b')).toBe('d');
    expect(nextToReview(items, 'd')).toBe('b');
    expect(nextToReview([item('a'), item('b', 'reviewed')], 'a')).toBeNull();
  });
});

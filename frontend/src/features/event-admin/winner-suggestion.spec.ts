import { describe, expect, it } from '@jest/globals';

import { suggestionPrefill } from './winner-suggestion';

describe('suggestionPrefill', () => {
  it('prefills the submission as the dialog lists it, its track and the proposed place', () => {
    expect(suggestionPrefill({ submissionId: 'sub-1', title: 'Beta Router', track: 'discovery', place: 2 })).toEqual({
      submissionId: 'sub-1',
      label: 'Beta Router (Discovery)',
      track: 'discovery',
      place: 2,
    });
  });
});

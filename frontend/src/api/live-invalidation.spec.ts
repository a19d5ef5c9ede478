import { describe, expect, it } from '@jest/globals';

import { keysToInvalidate } from './live-invalidation';

describe('keysToInvalidate', () => {
  it("refreshes the admin applications screens and the participant's status on an application change", () => {
    expect(keysToInvalidate('application.status_changed')).toEqual([['admin'], ['applications']]);
  });

  it('refreshes the leaderboards when results or winners change', () => {
    expect(keysToInvalidate('judging.results_published')).toContainEqual(['results']);
    expect(keysToInvalidate('winner.added')).toContainEqual(['results']);
    expect(keysToInvalidate('winner.added')).toContainEqual(['admin']);
  });

  it('refreshes event pages on an event change, and nothing for unknown types', () => {
    expect(keysToInvalidate('event.status_changed')).toContainEqual(['events']);
    expect(keysToInvalidate('something.else')).toEqual([]);
  });
});

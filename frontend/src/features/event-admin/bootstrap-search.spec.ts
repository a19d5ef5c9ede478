import { describe, expect, it } from '@jest/globals';

import { validateBootstrapSearch } from './bootstrap-search';

describe('validateBootstrapSearch', () => {
  it('keeps known tabs except the default, and uuids for the event', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(validateBootstrapSearch({ tab: 'judging', event: id })).toEqual({ tab: 'judging', event: id });
    expect(validateBootstrapSearch({ tab: 'events', event: 'nope' })).toEqual({ tab: undefined, event: undefined });
    expect(validateBootstrapSearch({ tab: 'x' })).toEqual({ tab: undefined, event: undefined });
  });
});

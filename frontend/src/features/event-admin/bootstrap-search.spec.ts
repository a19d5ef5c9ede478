import { describe, expect, it } from '@jest/globals';

import { validateBootstrapSearch } from './bootstrap-search';

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
const empty = {
  tab: undefined,
  event: undefined,
  subEvent: undefined,
  track: undefined,
  subSearch: undefined,
  subStatus: undefined,
  subLate: undefined,
  subSort: undefined,
  subPage: undefined,
};

describe('validateBootstrapSearch', () => {
  it('keeps known tabs except the default, and uuids for the event', () => {
    expect(validateBootstrapSearch({ tab: 'judging', event: id })).toEqual({ ...empty, tab: 'judging', event: id });
    expect(validateBootstrapSearch({ tab: 'events', event: 'nope' })).toEqual(empty);
    expect(validateBootstrapSearch({ tab: 'x' })).toEqual(empty);
    expect(validateBootstrapSearch({ tab: 'review', event: id })).toEqual({ ...empty, tab: 'review', event: id });
  });

  it("keeps the Submissions tab's event, track and later pages", () => {
    expect(validateBootstrapSearch({ tab: 'submissions', subEvent: id, track: ' startup ', subPage: 3 })).toEqual({
      ...empty,
      tab: 'submissions',
      subEvent: id,
      track: 'startup',
      subPage: 3,
    });
    expect(validateBootstrapSearch({ subPage: '2' }).subPage).toBe(2);
  });

  it('drops bad filters and page 1', () => {
    expect(validateBootstrapSearch({ subEvent: '12', track: '   ', subPage: 1 })).toEqual(empty);
    expect(validateBootstrapSearch({ track: 7, subPage: 2.5 })).toEqual(empty);
    expect(validateBootstrapSearch({ subPage: -4, track: 'x'.repeat(101) })).toEqual(empty);
  });

  it("keeps the Submissions tab's search, status, lateness and a sort other than the default", () => {
    expect(
      validateBootstrapSearch({ subSearch: ' lens ', subStatus: 'winner', subLate: 'false', subSort: 'project_asc' }),
    ).toEqual({ ...empty, subSearch: 'lens', subStatus: 'winner', subLate: false, subSort: 'project_asc' });
    expect(validateBootstrapSearch({ subLate: true }).subLate).toBe(true);
    expect(
      validateBootstrapSearch({ subSearch: '  ', subStatus: 'lost', subLate: 'maybe', subSort: 'submitted_desc' }),
    ).toEqual(empty);
    expect(validateBootstrapSearch({ subSort: 'title_asc' })).toEqual(empty);
  });
});

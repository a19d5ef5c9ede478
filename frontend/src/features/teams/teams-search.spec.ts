import { describe, expect, it } from '@jest/globals';

import { filterChange, validateTeamsSearch } from './teams-search';

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
const empty = { event: undefined, skill: undefined, role: undefined, teamsPage: undefined, peoplePage: undefined };

describe('validateTeamsSearch', () => {
  it('keeps a uuid event, a trimmed skill, a known role and later pages', () => {
    expect(
      validateTeamsSearch({ event: id, skill: ' React ', role: 'Designer', teamsPage: '2', peoplePage: 3 }),
    ).toEqual({ event: id, skill: 'React', role: 'Designer', teamsPage: 2, peoplePage: 3 });
  });

  it('drops what a bad link carries', () => {
    expect(validateTeamsSearch({ event: 'abc', skill: '  ', role: 'Wizard', teamsPage: 1, peoplePage: 2.5 })).toEqual(
      empty,
    );
    expect(validateTeamsSearch({ skill: 'x'.repeat(51), role: 7, teamsPage: -1 })).toEqual(empty);
  });
});

describe('filterChange', () => {
  it('sends both lists back to their first page', () => {
    expect(filterChange({ skill: 'Go' })).toEqual({ skill: 'Go', teamsPage: undefined, peoplePage: undefined });
  });
});

import { describe, expect, it } from '@jest/globals';

import { portfolioQuery, validatePortfolioSearch } from './portfolio-search';

describe('validatePortfolioSearch', () => {
  it('keeps valid filters, sort and page', () => {
    const eventId = '2f1f5a52-5a8e-4f0e-9c0e-3b1b4f5c6d7e';
    expect(
      validatePortfolioSearch({
        eventId,
        stage: 'pilot',
        verified: 'true',
        track: ' startup ',
        overdue: true,
        search: 'Alpha',
        sort: 'best_place_asc',
        page: '3',
      }),
    ).toEqual({
      eventId,
      stage: 'pilot',
      verified: true,
      track: 'startup',
      overdue: true,
      search: 'Alpha',
      sort: 'best_place_asc',
      page: 3,
    });
  });

  it('drops bad values and defaults, so a plain link stays plain', () => {
    expect(
      validatePortfolioSearch({
        eventId: 'sprint-1',
        stage: 'unicorn',
        verified: 'false',
        overdue: 'maybe',
        sort: 'last_activity_desc',
        page: '1',
      }),
    ).toEqual({
      eventId: undefined,
      stage: undefined,
      verified: undefined,
      track: undefined,
      overdue: undefined,
      search: undefined,
      sort: undefined,
      page: undefined,
    });
  });

  it('asks the API for the default sort when the URL has none', () => {
    expect(portfolioQuery({ verified: true }).sort).toBe('last_activity_desc');
    expect(portfolioQuery({ verified: true }).verifiedOnly).toBe(true);
  });
});

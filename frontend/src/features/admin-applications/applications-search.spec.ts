import { describe, expect, it } from '@jest/globals';

import { validateApplicationsSearch } from './applications-search';

describe('validateApplicationsSearch', () => {
  it('keeps an event id, a page above 1 and the ascending sort', () => {
    const eventId = '0b6c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';
    expect(validateApplicationsSearch({ eventId, appPage: '3', sort: 'applied_asc' })).toEqual({
      eventId,
      appPage: 3,
      sort: 'applied_asc',
    });
  });

  it('drops defaults and nonsense', () => {
    expect(validateApplicationsSearch({ eventId: 'nope', appPage: 1, sort: 'applied_desc' })).toEqual({
      eventId: undefined,
      appPage: undefined,
      sort: undefined,
    });
  });
});

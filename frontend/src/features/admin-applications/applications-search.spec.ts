import { describe, expect, it } from '@jest/globals';

import { validateApplicationsSearch } from './applications-search';

describe('validateApplicationsSearch', () => {
  it('keeps an event, a search, a status and role filter, a sort and a later page', () => {
    const eventId = '0b6c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';
    expect(
      validateApplicationsSearch({
        eventId,
        appSearch: ' ada ',
        appStatus: 'approved',
        appRole: 'PM',
        appSort: 'applicant_asc',
        appPage: '3',
      }),
    ).toEqual({
      eventId,
      appSearch: 'ada',
      appStatus: 'approved',
      appRole: 'PM',
      appSort: 'applicant_asc',
      appPage: 3,
    });
  });

  it('drops defaults and nonsense, so a bad link shows the default view', () => {
    expect(
      validateApplicationsSearch({
        eventId: 'nope',
        appSearch: '   ',
        appStatus: 'lost',
        appRole: 'CEO',
        appSort: 'applied_desc',
        appPage: 1,
      }),
    ).toEqual({
      eventId: undefined,
      appSearch: undefined,
      appStatus: undefined,
      appRole: undefined,
      appSort: undefined,
      appPage: undefined,
    });
    expect(validateApplicationsSearch({ appSort: 'secret_asc' }).appSort).toBeUndefined();
  });
});

import { describe, expect, it } from '@jest/globals';

import { validateAdminSearch } from './admin-search';

describe('validateAdminSearch', () => {
  it('keeps a known tab, a page above 1 and a search text', () => {
    expect(validateAdminSearch({ tab: 'users', page: 3, search: ' ada ' })).toEqual({
      tab: 'users',
      page: 3,
      search: 'ada',
      userRole: undefined,
      userSort: undefined,
    });
  });

  it('keeps the users role filter and a sort other than the default', () => {
    expect(validateAdminSearch({ userRole: 'judge', userSort: 'user_asc' })).toMatchObject({
      userRole: 'judge',
      userSort: 'user_asc',
    });
    expect(validateAdminSearch({ userRole: 'root', userSort: 'joined_desc' })).toMatchObject({
      userRole: undefined,
      userSort: undefined,
    });
    expect(validateAdminSearch({ userSort: 'email_asc' }).userSort).toBeUndefined();
  });

  it('reads a page given as text', () => {
    expect(validateAdminSearch({ page: '2' }).page).toBe(2);
  });

  it('drops defaults and nonsense, so the URL stays clean', () => {
    expect(validateAdminSearch({ tab: 'applications', page: 1, search: '  ' })).toMatchObject({
      tab: undefined,
      page: undefined,
      search: undefined,
    });
    expect(validateAdminSearch({ tab: 'secrets', page: -4, search: {} })).toMatchObject({
      tab: undefined,
      page: undefined,
      search: undefined,
    });
    expect(validateAdminSearch({ page: 2.5 }).page).toBeUndefined();
  });

  it('caps the search text at the length the server accepts', () => {
    expect(validateAdminSearch({ search: 'x'.repeat(150) }).search).toHaveLength(100);
  });
});

import { describe, expect, it } from '@jest/globals';

import { validateAdminSearch } from './admin-search';

describe('validateAdminSearch', () => {
  it('keeps a known tab, a page above 1 and a search text', () => {
    expect(validateAdminSearch({ tab: 'users', page: 3, search: ' ada ' })).toEqual({
      tab: 'users',
      page: 3,
      search: 'ada',
    });
  });

  it('reads a page given as text', () => {
    expect(validateAdminSearch({ page: '2' }).page).toBe(2);
  });

  it('drops defaults and nonsense, so the URL stays clean', () => {
    expect(validateAdminSearch({ tab: 'applications', page: 1, search: '  ' })).toEqual({
      tab: undefined,
      page: undefined,
      search: undefined,
    });
    expect(validateAdminSearch({ tab: 'secrets', page: -4, search: 42 })).toEqual({
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

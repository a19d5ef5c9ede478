import { describe, expect, it } from '@jest/globals';

import { documentTitle, matchedPageTitle, tabTitle } from './page-title';

describe('page titles', () => {
  it('names the page, then the site', () => {
    expect(documentTitle('Applications · Admin')).toBe('Applications · Admin · Sprintboard');
    expect(documentTitle(undefined)).toBe('Sprintboard');
  });

  it('names the open tab, or the default one', () => {
    expect(tabTitle('users', 'applications')).toBe('Users');
    expect(tabTitle(undefined, 'applications')).toBe('Applications');
  });

  it('takes the deepest route that names its page, reading its search', () => {
    const matches = [
      { staticData: {}, search: {} },
      { staticData: { pageTitle: 'Outer' }, search: {} },
      {
        staticData: {
          pageTitle: (search: Record<string, unknown>) => `${tabTitle(search.tab, 'events')} · Event Admin`,
        },
        search: { tab: 'winners' },
      },
    ];
    expect(matchedPageTitle(matches)).toBe('Winners · Event Admin');
    expect(matchedPageTitle(matches.slice(0, 1))).toBeUndefined();
  });
});

import { describe, expect, it } from '@jest/globals';

import { roleDescription } from './role-descriptions';

describe('roleDescription', () => {
  it.each([
    ['admin', 'has full platform access and can manage events and users'],
    ['organizer', 'can create and manage events'],
    ['participant', 'can join events and submit projects'],
    ['judge', 'can score projects assigned to them'],
  ] as const)('describes %s with the spec wording', (role, wording) => {
    expect(roleDescription(role)).toContain(wording);
    expect(roleDescription(role)).toContain(role);
  });
});

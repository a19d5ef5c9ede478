import { describe, expect, it } from '@jest/globals';

import { canCreateEvents, isRole, isStaff, roleLabel } from './roles';

describe('roleLabel', () => {
  it.each([
    ['admin', 'Admin'],
    ['organizer', 'Organizer'],
    ['participant', 'Participant'],
    ['judge', 'Judge'],
  ] as const)('labels %s as %s', (role, label) => {
    expect(roleLabel(role)).toBe(label);
  });
});

describe('canCreateEvents', () => {
  it('allows admins and organizers', () => {
    expect(canCreateEvents('admin')).toBe(true);
    expect(canCreateEvents('organizer')).toBe(true);
  });

  it('refuses participants, judges and signed-out visitors', () => {
    expect(canCreateEvents('participant')).toBe(false);
    expect(canCreateEvents('judge')).toBe(false);
    expect(canCreateEvents(null)).toBe(false);
    expect(canCreateEvents(undefined)).toBe(false);
  });
});

describe('isRole', () => {
  it('accepts only the four known roles', () => {
    expect(isRole('judge')).toBe(true);
    expect(isRole('owner')).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });
});

describe('isStaff', () => {
  it('is admins and organizers, not judges or participants', () => {
    expect(['admin', 'organizer', 'judge', 'participant', undefined].map((role) => isStaff(role as never))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

import { describe, expect, it } from '@jest/globals';

import { destinationAfterSignIn } from './destination';

describe('destinationAfterSignIn', () => {
  it('prefers redirect, then next', () => {
    expect(destinationAfterSignIn({ redirect: '/events/e1/apply', next: '/profile' }, 'participant')).toBe(
      '/events/e1/apply',
    );
    expect(destinationAfterSignIn({ next: '/profile?tab=skills' }, 'admin')).toBe('/profile?tab=skills');
  });

  it.each([
    ['admin', '/admin'],
    ['organizer', '/admin/bootstrap'],
    ['participant', '/dashboard'],
    ['judge', '/judging'],
  ] as const)('sends %s to %s without a requested page', (role, path) => {
    expect(destinationAfterSignIn({}, role)).toBe(path);
  });

  it('never returns to /auth itself, which would send a signed-in user in circles', () => {
    expect(destinationAfterSignIn({ redirect: '/auth', next: '/dashboard' }, 'participant')).toBe('/dashboard');
    expect(destinationAfterSignIn({ next: '/auth?next=%2Fprofile' }, 'participant')).toBe('/dashboard');
    expect(destinationAfterSignIn({ next: '/auth/update-password' }, 'admin')).toBe('/admin');
    expect(destinationAfterSignIn({ next: '/authors' }, 'participant')).toBe('/authors');
  });
});

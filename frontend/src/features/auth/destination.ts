import { canCreateEvents, type Role } from '@/lib/roles';

import type { AuthSearch } from './auth-search';

/** Paths under /auth would bring a signed-in user straight back to a page that sends them away. */
function isAuthPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname === '/auth' || pathname.startsWith('/auth/');
}

/** Where a user goes after signing in: `redirect`, then `next`, else by role. */
export function destinationAfterSignIn(search: AuthSearch, role: Role): string {
  for (const candidate of [search.redirect, search.next]) {
    if (candidate && !isAuthPath(candidate)) return candidate;
  }
  return canCreateEvents(role) ? '/admin' : '/dashboard';
}

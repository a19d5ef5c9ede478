import type { Role } from '@/lib/roles';

import type { AuthSearch } from './auth-search';

/** Paths under /auth would bring a signed-in user straight back to a page that sends them away. */
function isAuthPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname === '/auth' || pathname.startsWith('/auth/');
}

// Organizers start on the staff event screen: `/admin` is admin-only and would bounce them.
const HOME_BY_ROLE: Record<Role, string> = {
  admin: '/admin',
  organizer: '/admin/bootstrap',
  judge: '/judging',
  participant: '/dashboard',
};

/** Where a user goes after signing in: `redirect`, then `next`, else by role. */
export function destinationAfterSignIn(search: AuthSearch, role: Role): string {
  for (const candidate of [search.redirect, search.next]) {
    if (candidate && !isAuthPath(candidate)) return candidate;
  }
  return HOME_BY_ROLE[role];
}

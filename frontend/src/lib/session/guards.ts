import { type ParsedLocation, redirect } from '@tanstack/react-router';

import type { RouterContext } from '@/router-context';

import type { Session } from './session';

interface GuardArgs {
  context: RouterContext;
  location: ParsedLocation;
}

/**
 * For a route's beforeLoad: a visitor is sent to `/auth?next={path and query}` and comes back
 * after signing in. Returns the session for the route to use.
 */
export function requireSignedIn({ context, location }: GuardArgs): Session {
  const session = context.session.get();
  if (!session) throw redirect({ to: '/auth', search: { next: location.href } });
  return session;
}

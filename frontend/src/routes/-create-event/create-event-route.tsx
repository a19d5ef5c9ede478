import { useRouteContext } from '@tanstack/react-router';

import { CreateEventPage } from '@/features/event-admin/components/create-event-page';

/**
 * The one page behind /admin/events/create, /create-event and /events/wizard. Each route loads
 * the caller's role with loadCreateEventRole; signed-out visitors see the spec's Access Denied
 * message here rather than a redirect.
 */
export function CreateEventRoute() {
  const role = useRouteContext({ strict: false, select: (context) => context.role });
  return <CreateEventPage role={role ?? null} />;
}

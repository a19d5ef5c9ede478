import { createFileRoute } from '@tanstack/react-router';
import { Spin } from 'antd';

import { CreateEventPage } from '@/features/event-admin/components/create-event-page';
import { loadRole } from '@/features/event-admin/load-role';

// Signed-out visitors see the spec's Access Denied message here rather than a redirect.
export const Route = createFileRoute('/admin/events/create')({
  beforeLoad: async ({ context }) => ({ role: await loadRole(context) }),
  pendingComponent: () => <Spin />,
  component: RouteComponent,
});

function RouteComponent() {
  const { role } = Route.useRouteContext();
  return <CreateEventPage role={role} />;
}

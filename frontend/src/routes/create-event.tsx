import { createFileRoute } from '@tanstack/react-router';
import { Spin } from 'antd';

import { currentRole } from '@/api/get-current-user';
import { CreateEventPage } from '@/features/event-admin/components/create-event-page';

// Signed-out visitors see the spec's Access Denied message here rather than a redirect.
export const Route = createFileRoute('/create-event')({
  beforeLoad: async ({ context }) => ({ role: await currentRole(context) }),
  pendingComponent: () => <Spin />,
  component: RouteComponent,
});

function RouteComponent() {
  const { role } = Route.useRouteContext();
  return <CreateEventPage role={role} />;
}

import { createFileRoute } from '@tanstack/react-router';

import { PageTitle } from '@/components/page-title';

export const Route = createFileRoute('/events/manage/$eventId')({
  component: ManageEventPage,
});

function ManageEventPage() {
  return <PageTitle>Manage Event</PageTitle>;
}

import { createFileRoute } from '@tanstack/react-router';

import { PageTitle } from '@/components/page-title';

export const Route = createFileRoute('/admin/events/create')({
  component: AdminCreateEventPage,
});

function AdminCreateEventPage() {
  return <PageTitle>Create Event</PageTitle>;
}

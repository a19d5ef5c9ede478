import { createFileRoute } from '@tanstack/react-router';

import { PageTitle } from '@/components/page-title';

export const Route = createFileRoute('/admin/events/$eventId')({
  component: AdminEventPage,
});

function AdminEventPage() {
  return <PageTitle>Event Details</PageTitle>;
}

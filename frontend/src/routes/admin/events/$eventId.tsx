import { createFileRoute } from '@tanstack/react-router';

import { PageTitle } from '@/components/page-title';
import { requireSignedIn } from '@/features/auth/guards';

export const Route = createFileRoute('/admin/events/$eventId')({
  beforeLoad: (args) => {
    requireSignedIn(args);
  },
  component: AdminEventPage,
});

function AdminEventPage() {
  return <PageTitle>Event Details</PageTitle>;
}

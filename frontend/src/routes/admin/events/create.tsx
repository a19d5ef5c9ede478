import { createFileRoute } from '@tanstack/react-router';

import { PageTitle } from '@/components/page-title';
import { requireSignedIn } from '@/features/auth/guards';

export const Route = createFileRoute('/admin/events/create')({
  beforeLoad: (args) => {
    requireSignedIn(args);
  },
  component: AdminCreateEventPage,
});

function AdminCreateEventPage() {
  return <PageTitle>Create Event</PageTitle>;
}

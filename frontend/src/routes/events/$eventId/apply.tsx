import { createFileRoute } from '@tanstack/react-router';

import { PageTitle } from '@/components/page-title';
import { requireSignedIn } from '@/features/auth/guards';

export const Route = createFileRoute('/events/$eventId/apply')({
  beforeLoad: requireSignedIn,
  component: ApplyPage,
});

function ApplyPage() {
  return <PageTitle>Apply to Event</PageTitle>;
}

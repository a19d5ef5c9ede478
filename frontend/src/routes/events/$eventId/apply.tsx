import { createFileRoute } from '@tanstack/react-router';

import { PageTitle } from '@/components/page-title';

export const Route = createFileRoute('/events/$eventId/apply')({
  component: ApplyPage,
});

function ApplyPage() {
  return <PageTitle>Apply to Event</PageTitle>;
}

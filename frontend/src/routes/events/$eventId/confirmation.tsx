import { createFileRoute } from '@tanstack/react-router';

import { PageTitle } from '@/components/page-title';

export const Route = createFileRoute('/events/$eventId/confirmation')({
  component: ConfirmationPage,
});

function ConfirmationPage() {
  return <PageTitle>Application Submitted!</PageTitle>;
}

import { createFileRoute } from '@tanstack/react-router';

import { ConfirmationPage } from '@/features/applications/components/confirmation-page';

export const Route = createFileRoute('/events/$eventId/confirmation')({
  staticData: { pageTitle: 'Application Received' },
  component: ConfirmationRoutePage,
});

function ConfirmationRoutePage() {
  const { eventId } = Route.useParams();
  return <ConfirmationPage eventId={eventId} />;
}

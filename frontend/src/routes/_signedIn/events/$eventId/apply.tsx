import { createFileRoute } from '@tanstack/react-router';

import { ApplyPage } from '@/features/applications/components/apply-page';

export const Route = createFileRoute('/_signedIn/events/$eventId/apply')({
  staticData: { pageTitle: 'Apply to Event' },
  component: ApplyRoutePage,
});

function ApplyRoutePage() {
  const { eventId } = Route.useParams();
  return <ApplyPage eventId={eventId} />;
}

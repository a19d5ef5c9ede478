import { createFileRoute } from '@tanstack/react-router';

import { CheckinFormPage } from '@/features/ventures/components/checkin-form-page';

// Reached from the check-in email; signing in first brings the member back here.
export const Route = createFileRoute('/_signedIn/ventures/$ventureId/check-in/$checkinId')({
  staticData: { pageTitle: 'Check-in' },
  component: CheckinRoutePage,
});

function CheckinRoutePage() {
  const { ventureId, checkinId } = Route.useParams();
  return <CheckinFormPage ventureId={ventureId} checkinId={checkinId} />;
}

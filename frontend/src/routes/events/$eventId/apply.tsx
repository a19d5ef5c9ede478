import { createFileRoute } from '@tanstack/react-router';

import { requireSignedIn } from '@/features/auth/guards';
import { ApplyPage } from '@/features/applications/components/apply-page';

export const Route = createFileRoute('/events/$eventId/apply')({
  beforeLoad: requireSignedIn,
  component: ApplyRoutePage,
});

function ApplyRoutePage() {
  const { eventId } = Route.useParams();
  return <ApplyPage eventId={eventId} />;
}

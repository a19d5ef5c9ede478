import { createFileRoute } from '@tanstack/react-router';

import { ApplyPage } from '@/features/applications/components/apply-page';
import { requireSignedIn } from '@/lib/session/guards';

export const Route = createFileRoute('/events/$eventId/apply')({
  beforeLoad: requireSignedIn,
  component: ApplyRoutePage,
});

function ApplyRoutePage() {
  const { eventId } = Route.useParams();
  return <ApplyPage eventId={eventId} />;
}

import { createFileRoute } from '@tanstack/react-router';

import { FollowUpPage } from '@/features/follow-ups/components/follow-up-page';

// Reached from the follow-up email; signing in first brings the applicant back here.
export const Route = createFileRoute('/_signedIn/follow-up/$followUpId')({
  staticData: { pageTitle: 'Follow-up survey' },
  component: FollowUpRoutePage,
});

function FollowUpRoutePage() {
  const { followUpId } = Route.useParams();
  return <FollowUpPage followUpId={followUpId} />;
}

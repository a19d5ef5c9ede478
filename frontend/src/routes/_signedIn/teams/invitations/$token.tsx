import { createFileRoute } from '@tanstack/react-router';

import { InvitationPage } from '@/features/teams/components/invitation-page';

// Signed out, the _signedIn layout sends the visitor to /auth?next=... and back here afterwards.
export const Route = createFileRoute('/_signedIn/teams/invitations/$token')({
  staticData: { pageTitle: 'Team Invitation' },
  component: InvitationRoute,
});

function InvitationRoute() {
  const { token } = Route.useParams();
  return <InvitationPage token={token} />;
}

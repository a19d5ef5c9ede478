import { createFileRoute } from '@tanstack/react-router';

import { PageTitle } from '@/components/page-title';
import { requireSignedIn } from '@/lib/session/guards';

export const Route = createFileRoute('/teams')({
  beforeLoad: requireSignedIn,
  component: TeamsPage,
});

function TeamsPage() {
  return <PageTitle>Find Teams</PageTitle>;
}

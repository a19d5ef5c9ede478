import { createFileRoute } from '@tanstack/react-router';

import { PageTitle } from '@/components/page-title';

export const Route = createFileRoute('/_signedIn/teams')({
  component: TeamsPage,
});

function TeamsPage() {
  return <PageTitle>Find Teams</PageTitle>;
}

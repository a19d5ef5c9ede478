import { createFileRoute } from '@tanstack/react-router';
import { Empty } from 'antd';

import { PageTitle } from '@/components/page-title';

export const Route = createFileRoute('/_signedIn/teams')({
  component: TeamsPage,
});

// A placeholder until the teams issue lands, so the dashboard's 'Find Teams' never opens a bare heading.
function TeamsPage() {
  return (
    <section aria-label="Find Teams">
      <PageTitle>Find Teams</PageTitle>
      <Empty description="Team features coming soon!" />
    </section>
  );
}

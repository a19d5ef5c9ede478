import { createFileRoute } from '@tanstack/react-router';

import { PageTitle } from '@/components/page-title';

export const Route = createFileRoute('/judging/$projectId')({
  component: ScoreProjectPage,
});

function ScoreProjectPage() {
  return <PageTitle>Score Project</PageTitle>;
}

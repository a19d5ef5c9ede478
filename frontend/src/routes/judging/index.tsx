import { createFileRoute } from '@tanstack/react-router';

import { PageTitle } from '@/components/page-title';

export const Route = createFileRoute('/judging/')({
  component: JudgingPage,
});

function JudgingPage() {
  return <PageTitle>Judging</PageTitle>;
}

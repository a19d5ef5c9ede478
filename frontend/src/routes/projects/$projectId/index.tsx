import { createFileRoute } from '@tanstack/react-router';

import { PageTitle } from '@/components/page-title';

export const Route = createFileRoute('/projects/$projectId/')({
  component: ProjectPage,
});

function ProjectPage() {
  return <PageTitle>Project Details</PageTitle>;
}

import { createFileRoute } from '@tanstack/react-router';

import { PageTitle } from '@/components/page-title';
import { requireSignedIn } from '@/features/auth/guards';

export const Route = createFileRoute('/projects/$projectId/')({
  beforeLoad: requireSignedIn,
  component: ProjectPage,
});

function ProjectPage() {
  return <PageTitle>Project Details</PageTitle>;
}

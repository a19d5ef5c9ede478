import { createFileRoute } from '@tanstack/react-router';

import { PageTitle } from '@/components/page-title';
import { requireSignedIn } from '@/features/auth/guards';

export const Route = createFileRoute('/projects/')({
  beforeLoad: requireSignedIn,
  component: ProjectsPage,
});

function ProjectsPage() {
  return <PageTitle>My Projects</PageTitle>;
}

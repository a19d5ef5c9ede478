import { createFileRoute } from '@tanstack/react-router';

import { PageTitle } from '@/components/page-title';
import { requireSignedIn } from '@/features/auth/guards';

export const Route = createFileRoute('/projects/create')({
  beforeLoad: requireSignedIn,
  component: CreateProjectPage,
});

function CreateProjectPage() {
  return <PageTitle>Create Project</PageTitle>;
}

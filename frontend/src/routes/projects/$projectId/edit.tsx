import { createFileRoute } from '@tanstack/react-router';

import { PageTitle } from '@/components/page-title';
import { requireSignedIn } from '@/features/auth/guards';

export const Route = createFileRoute('/projects/$projectId/edit')({
  beforeLoad: requireSignedIn,
  component: EditProjectPage,
});

function EditProjectPage() {
  return <PageTitle>Edit Project</PageTitle>;
}

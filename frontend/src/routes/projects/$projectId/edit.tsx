import { createFileRoute } from '@tanstack/react-router';

import { PageTitle } from '@/components/page-title';

export const Route = createFileRoute('/projects/$projectId/edit')({
  component: EditProjectPage,
});

function EditProjectPage() {
  return <PageTitle>Edit Project</PageTitle>;
}

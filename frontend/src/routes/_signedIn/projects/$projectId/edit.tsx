import { createFileRoute } from '@tanstack/react-router';

import { EditProjectPage } from '@/features/projects/components/edit-project-page';

export const Route = createFileRoute('/_signedIn/projects/$projectId/edit')({
  staticData: { pageTitle: 'Edit Project' },
  component: EditProjectRoutePage,
});

function EditProjectRoutePage() {
  const { projectId } = Route.useParams();
  return <EditProjectPage projectId={projectId} />;
}

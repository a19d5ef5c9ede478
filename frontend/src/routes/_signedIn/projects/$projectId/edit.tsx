import { createFileRoute } from '@tanstack/react-router';

import { EditProjectPage } from '@/features/projects/components/edit-project-page';

export const Route = createFileRoute('/_signedIn/projects/$projectId/edit')({
  component: EditProjectRoutePage,
});

function EditProjectRoutePage() {
  const { projectId } = Route.useParams();
  return <EditProjectPage projectId={projectId} />;
}

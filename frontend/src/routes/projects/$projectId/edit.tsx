import { createFileRoute } from '@tanstack/react-router';

import { requireSignedIn } from '@/features/auth/guards';
import { EditProjectPage } from '@/features/projects/components/edit-project-page';

export const Route = createFileRoute('/projects/$projectId/edit')({
  beforeLoad: requireSignedIn,
  component: EditProjectRoutePage,
});

function EditProjectRoutePage() {
  const { projectId } = Route.useParams();
  return <EditProjectPage projectId={projectId} />;
}

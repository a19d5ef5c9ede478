import { createFileRoute } from '@tanstack/react-router';

import { EditProjectPage } from '@/features/projects/components/edit-project-page';
import { requireSignedIn } from '@/lib/session/guards';

export const Route = createFileRoute('/projects/$projectId/edit')({
  beforeLoad: requireSignedIn,
  component: EditProjectRoutePage,
});

function EditProjectRoutePage() {
  const { projectId } = Route.useParams();
  return <EditProjectPage projectId={projectId} />;
}

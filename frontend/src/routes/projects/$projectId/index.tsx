import { createFileRoute } from '@tanstack/react-router';

import { ProjectPage } from '@/features/projects/components/project-page';
import { requireSignedIn } from '@/lib/session/guards';

export const Route = createFileRoute('/projects/$projectId/')({
  beforeLoad: requireSignedIn,
  component: ProjectRoutePage,
});

function ProjectRoutePage() {
  const { projectId } = Route.useParams();
  return <ProjectPage projectId={projectId} />;
}

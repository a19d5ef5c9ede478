import { createFileRoute } from '@tanstack/react-router';

import { requireSignedIn } from '@/features/auth/guards';
import { ProjectPage } from '@/features/projects/components/project-page';

export const Route = createFileRoute('/projects/$projectId/')({
  beforeLoad: requireSignedIn,
  component: ProjectRoutePage,
});

function ProjectRoutePage() {
  const { projectId } = Route.useParams();
  return <ProjectPage projectId={projectId} />;
}

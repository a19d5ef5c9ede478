import { createFileRoute } from '@tanstack/react-router';

import { ProjectPage } from '@/features/projects/components/project-page';

export const Route = createFileRoute('/_signedIn/projects/$projectId/')({
  component: ProjectRoutePage,
});

function ProjectRoutePage() {
  const { projectId } = Route.useParams();
  return <ProjectPage projectId={projectId} />;
}

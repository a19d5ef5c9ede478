import { createFileRoute } from '@tanstack/react-router';

import { ProjectsPage } from '@/features/projects/components/projects-page';
import { requireSignedIn } from '@/lib/session/guards';

export const Route = createFileRoute('/projects/')({
  beforeLoad: requireSignedIn,
  component: ProjectsPage,
});

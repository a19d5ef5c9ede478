import { createFileRoute } from '@tanstack/react-router';

import { requireSignedIn } from '@/features/auth/guards';
import { ProjectsPage } from '@/features/projects/components/projects-page';

export const Route = createFileRoute('/projects/')({
  beforeLoad: requireSignedIn,
  component: ProjectsPage,
});

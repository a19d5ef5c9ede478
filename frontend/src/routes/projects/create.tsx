import { createFileRoute } from '@tanstack/react-router';

import { CreateProjectPage } from '@/features/projects/components/create-project-page';
import { requireSignedIn } from '@/lib/session/guards';

export const Route = createFileRoute('/projects/create')({
  beforeLoad: requireSignedIn,
  component: CreateProjectPage,
});

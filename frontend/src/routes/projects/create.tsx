import { createFileRoute } from '@tanstack/react-router';

import { requireSignedIn } from '@/features/auth/guards';
import { CreateProjectPage } from '@/features/projects/components/create-project-page';

export const Route = createFileRoute('/projects/create')({
  beforeLoad: requireSignedIn,
  component: CreateProjectPage,
});

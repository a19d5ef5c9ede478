import { createFileRoute } from '@tanstack/react-router';

import { CreateProjectPage } from '@/features/projects/components/create-project-page';

export const Route = createFileRoute('/_signedIn/projects/create')({
  component: CreateProjectPage,
});

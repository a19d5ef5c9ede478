import { createFileRoute } from '@tanstack/react-router';

import { ProjectsPage } from '@/features/projects/components/projects-page';

export const Route = createFileRoute('/_signedIn/projects/')({
  staticData: { pageTitle: 'Projects' },
  component: ProjectsPage,
});

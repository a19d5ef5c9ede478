import { createFileRoute } from '@tanstack/react-router';

import { CreateProjectPage } from '@/features/projects/components/create-project-page';
import { validateProjectCreateSearch } from '@/features/projects/project-create-search';

export const Route = createFileRoute('/_signedIn/projects/create')({
  staticData: { pageTitle: 'Create Project' },
  validateSearch: validateProjectCreateSearch,
  component: CreateProjectRoutePage,
});

function CreateProjectRoutePage() {
  const { event, track } = Route.useSearch();
  return <CreateProjectPage eventId={event} track={track} />;
}

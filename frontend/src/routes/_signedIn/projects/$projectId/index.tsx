import { createFileRoute } from '@tanstack/react-router';

import { ProjectPage } from '@/features/projects/components/project-page';
import { validateProjectPageSearch } from '@/features/projects/project-create-search';
import { ResultsCard } from '@/features/results/components/results-card';
import { ProjectTeamCard } from '@/features/teams/components/project-team-card';

export const Route = createFileRoute('/_signedIn/projects/$projectId/')({
  staticData: { pageTitle: 'Project' },
  validateSearch: validateProjectPageSearch,
  component: ProjectRoutePage,
});

// The Team and Results cards are the teams' and the results' features, beside the project's own cards.
function ProjectRoutePage() {
  const { projectId } = Route.useParams();
  const { track } = Route.useSearch();
  return (
    <ProjectPage
      projectId={projectId}
      track={track}
      renderTeamCard={(id) => <ProjectTeamCard projectId={id} />}
      renderResultsCard={(id) => <ResultsCard projectId={id} />}
    />
  );
}

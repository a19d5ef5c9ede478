import { createFileRoute } from '@tanstack/react-router';

import { FindTeamsPage } from '@/features/teams/components/find-teams-page';
import { validateTeamsSearch, type TeamsSearch } from '@/features/teams/teams-search';

export const Route = createFileRoute('/_signedIn/teams/')({
  staticData: { pageTitle: 'Find Teams' },
  validateSearch: validateTeamsSearch,
  component: FindTeamsRoute,
});

function FindTeamsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <FindTeamsPage
      search={search}
      onSearchChange={(patch: TeamsSearch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })}
    />
  );
}

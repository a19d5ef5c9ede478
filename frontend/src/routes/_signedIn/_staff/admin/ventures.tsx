import { createFileRoute } from '@tanstack/react-router';

import { PortfolioPage } from '@/features/venture-portfolio/components/portfolio-page';
import { validatePortfolioSearch, type PortfolioSearch } from '@/features/venture-portfolio/portfolio-search';

export const Route = createFileRoute('/_signedIn/_staff/admin/ventures')({
  staticData: { pageTitle: 'Ventures · Admin' },
  validateSearch: validatePortfolioSearch,
  component: VenturesPortfolioRoute,
});

function VenturesPortfolioRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PortfolioPage
      search={search}
      onSearchChange={(patch: PortfolioSearch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })}
    />
  );
}

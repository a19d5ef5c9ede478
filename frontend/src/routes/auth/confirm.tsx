import { createFileRoute } from '@tanstack/react-router';

import { validateLinkTokenSearch } from '@/features/auth/auth-search';
import { useLinkToken } from '@/features/auth/use-link-token';
import { ConfirmEmailPage } from '@/features/auth/confirm-email-page';

export const Route = createFileRoute('/auth/confirm')({
  staticData: { pageTitle: 'Confirm Email' },
  validateSearch: validateLinkTokenSearch,
  component: ConfirmRoute,
});

function ConfirmRoute() {
  const token = useLinkToken(Route.useSearch({ select: (search) => search.token }));
  return <ConfirmEmailPage token={token} />;
}

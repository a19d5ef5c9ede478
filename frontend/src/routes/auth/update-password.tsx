import { createFileRoute } from '@tanstack/react-router';

import { validateLinkTokenSearch } from '@/features/auth/auth-search';
import { useLinkToken } from '@/features/auth/use-link-token';
import { UpdatePasswordPage } from '@/features/auth/update-password-page';

export const Route = createFileRoute('/auth/update-password')({
  staticData: { pageTitle: 'Update Password' },
  validateSearch: validateLinkTokenSearch,
  component: UpdatePasswordRoute,
});

function UpdatePasswordRoute() {
  const token = useLinkToken(Route.useSearch({ select: (search) => search.token }));
  return <UpdatePasswordPage token={token} />;
}

import { createFileRoute } from '@tanstack/react-router';

import { validateLinkTokenSearch } from '@/features/auth/auth-search';
import { UpdatePasswordPage } from '@/features/auth/update-password-page';

export const Route = createFileRoute('/auth/update-password')({
  validateSearch: validateLinkTokenSearch,
  component: UpdatePasswordRoute,
});

function UpdatePasswordRoute() {
  return <UpdatePasswordPage token={Route.useSearch({ select: (search) => search.token })} />;
}

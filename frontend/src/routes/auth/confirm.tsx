import { createFileRoute } from '@tanstack/react-router';

import { validateLinkTokenSearch } from '@/features/auth/auth-search';
import { ConfirmEmailPage } from '@/features/auth/confirm-email-page';

export const Route = createFileRoute('/auth/confirm')({
  validateSearch: validateLinkTokenSearch,
  component: ConfirmRoute,
});

function ConfirmRoute() {
  return <ConfirmEmailPage token={Route.useSearch({ select: (search) => search.token })} />;
}

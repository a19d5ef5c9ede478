import { createFileRoute } from '@tanstack/react-router';

import { validateLinkTokenSearch } from '@/features/auth/auth-search';
import { UnsubscribePage } from '@/features/email-preferences/components/unsubscribe-page';

/** An email's unsubscribe link opened in a browser (public: no sign-in). */
export const Route = createFileRoute('/unsubscribe')({
  staticData: { pageTitle: 'Unsubscribe' },
  validateSearch: validateLinkTokenSearch,
  component: UnsubscribeRoute,
});

function UnsubscribeRoute() {
  const token = Route.useSearch({ select: (search) => search.token });
  return <UnsubscribePage token={token} />;
}

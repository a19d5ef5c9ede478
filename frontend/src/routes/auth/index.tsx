import { createFileRoute, redirect } from '@tanstack/react-router';

import { AuthPage } from '@/features/auth/auth-page';
import { validateAuthSearch } from '@/features/auth/auth-search';
import { destinationAfterSignIn } from '@/features/auth/destination';

export const Route = createFileRoute('/auth/')({
  staticData: { pageTitle: 'Sign In' },
  validateSearch: validateAuthSearch,
  // Already signed in: straight on, before the form shows.
  beforeLoad: ({ context, search }) => {
    const session = context.session.get();
    if (session) throw redirect({ href: destinationAfterSignIn(search, session.user.role), replace: true });
  },
  component: AuthRoute,
});

function AuthRoute() {
  return <AuthPage search={Route.useSearch()} />;
}

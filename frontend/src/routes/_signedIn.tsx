import { createFileRoute } from '@tanstack/react-router';

import { requireSignedIn } from '@/lib/session/guards';

// Pathless layout of every page that needs a signed-in user: a visitor is sent to
// /auth?next={path and query} and comes back after signing in. It renders its child as is.
export const Route = createFileRoute('/_signedIn')({
  beforeLoad: (args) => {
    requireSignedIn(args);
  },
});

import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';

import { NotFoundPage } from '@/components/not-found-page';
import { sessionStore } from '@/lib/session/session';
import { routeTree } from '@/routeTree.gen';

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient, session: sessionStore },
    defaultPreload: 'intent',
    // TanStack Query owns caching, so the router always asks loaders (which read the query cache).
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }

  interface StaticDataRouteOption {
    /** The page brings its own header (the public landing page). */
    hideAppHeader?: boolean;
  }
}

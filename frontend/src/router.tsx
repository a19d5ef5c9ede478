import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';

import { NotFoundPage } from '@/components/not-found-page';
import type { PageTitleRule } from '@/lib/page-title';
import { sessionStore } from '@/lib/session/session';
import { routeTree } from '@/routeTree.gen';

/** `history` is for server rendering (a memory history at the requested URL); the browser's otherwise. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient, session: sessionStore },
    defaultPreload: 'intent',
    // TanStack Query owns caching, so the router always asks loaders (which read the query cache).
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFoundPage,
    // The server has no scroll to restore (and would render the restoring script into the page).
    scrollRestoration: history === undefined,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }

  interface StaticDataRouteOption {
    /**
     * The page brings its own light header instead of the app's: always (the landing and event
     * pages), or `'visitors'` for a public page that a signed-in user sees inside the app (/events).
     */
    hideAppHeader?: boolean | 'visitors';
    /** Names the page in the document title ('Applications · Admin' → 'Applications · Admin · Sprintboard'). */
    pageTitle?: PageTitleRule;
  }
}

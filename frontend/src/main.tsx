import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { createQueryClient } from '@/api/query-client';
import { startAuth } from '@/features/auth/start-auth';
import { pinRenderMoment } from '@/lib/render-moment';
import { markAuthSettled } from '@/lib/session/auth-settled';
import { createAppRouter } from '@/router';
import { readSsrState } from '@/ssr/ssr-state';

import './global.css';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const ssrState = readSsrState(document);

/** How long the data a page was rendered with counts as fresh: the client does not ask for it again at once. */
const HYDRATED_FRESH_MS = 60_000;

function App() {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
}

if (ssrState) {
  // A server-rendered public page: hydrate it now with the server's data and the visitor-neutral
  // state it was drawn in; the visitor's own actions fill in once the sign-in state is known.
  hydrate(queryClient, ssrState.queries);
  for (const { queryKey } of ssrState.queries.queries) {
    queryClient.setQueryDefaults(queryKey, { staleTime: HYDRATED_FRESH_MS });
  }
  pinRenderMoment(ssrState.renderedAt);
  // The router takes the hydrating path, which renders the same tree the server did.
  router.ssr = { manifest: undefined };
  void router.load().then(() => {
    // Pinned until the visitor moves on: route content may hydrate after the shell has committed.
    const unsubscribe = router.subscribe('onBeforeNavigate', ({ hrefChanged }) => {
      if (!hrefChanged) return;
      pinRenderMoment(undefined);
      unsubscribe();
    });
    hydrateRoot(rootElement, <App />);
    void startAuth({ queryClient, router }).then(markAuthSettled);
  });
} else {
  // The first page renders once the sign-in state is known, so its guards see a restored session.
  void startAuth({ queryClient, router }).then(() => {
    markAuthSettled();
    createRoot(rootElement).render(<App />);
  });
}

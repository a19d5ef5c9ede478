import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { createQueryClient } from '@/api/query-client';
import { startAuth } from '@/features/auth/start-auth';
import { adoptServerDateTexts } from '@/lib/date-texts';
import { pinRenderMoment } from '@/lib/render-moment';
import { markAuthSettled } from '@/lib/session/auth-settled';
import { createAppRouter } from '@/router';
import { readSsrState, type SsrState } from '@/ssr/ssr-state';

import './global.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const ssrState = readSsrState(document);

/** How long the data a page was rendered with counts as fresh: the client does not ask for it again at once. */
const HYDRATED_FRESH_MS = 60_000;

type AppRouter = ReturnType<typeof createAppRouter>;

function App({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
}

/** Ends the current task, so the browser may paint and answer input before the next step runs. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A server-rendered public page: hydrate it with the server's data and the visitor-neutral state it
 * was drawn in; the visitor's own actions fill in once the sign-in state is known. The page is
 * already on screen, so its start is cut into tasks (the scripts' evaluation, the router, then
 * hydration in slices) rather than one long task that keeps a phone from answering a tap.
 */
async function hydratePage(state: SsrState, root: HTMLElement): Promise<void> {
  hydrate(queryClient, state.queries);
  for (const { queryKey } of state.queries.queries) {
    queryClient.setQueryDefaults(queryKey, { staleTime: HYDRATED_FRESH_MS });
  }
  pinRenderMoment(state.renderedAt);
  adoptServerDateTexts(state.dateTexts);
  await nextTask();
  const router = createAppRouter(queryClient);
  // The router takes the hydrating path, which renders the same tree the server did.
  router.ssr = { manifest: undefined };
  await nextTask();
  await router.load();
  // Pinned until the visitor moves on: route content may hydrate after the shell has committed.
  const unsubscribe = router.subscribe('onBeforeNavigate', ({ hrefChanged }) => {
    if (!hrefChanged) return;
    pinRenderMoment(undefined);
    unsubscribe();
  });
  // As a transition, hydration renders in slices that yield to the browser between them (React
  // hydrates a default-priority update in one go).
  startTransition(() => {
    hydrateRoot(root, <App router={router} />);
  });
  await startAuth({ queryClient, router });
  markAuthSettled();
}

/** Any other page renders once the sign-in state is known, so its guards see a restored session. */
async function renderApp(root: HTMLElement): Promise<void> {
  const router = createAppRouter(queryClient);
  await startAuth({ queryClient, router });
  markAuthSettled();
  createRoot(root).render(<App router={router} />);
}

void (ssrState ? hydratePage(ssrState, rootElement) : renderApp(rootElement));

import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';

import type { EventDto } from '@/api/list-public-events';
import { createQueryClient } from '@/api/query-client';
import { eventKeys } from '@/api/query-keys';
import { recordDateTexts } from '@/lib/date-texts';
import { pinRenderMoment } from '@/lib/render-moment';
import { createAppRouter } from '@/router';
import { markdownExcerpt, markdownToSafeHtml } from '@/lib/markdown';
import { markdownKeys } from '@/lib/markdown-queries';
import { EventNotFoundPage } from '@/features/events/components/event-not-found-page';
import { Route as EventPageRoute } from '@/routes/events/$eventId/index';

import { pageDocument, type BuildManifest } from './ssr/page-document';
import { shortDescription } from './ssr/page-head';

// The server bundle: renders the public pages into the built index.html (at build time for `/`,
// per request for the event pages). The client hydrates what it draws (see main.tsx).

const SITE_DESCRIPTION = 'Sprintboard: 72-hour venture sprints for enterprise builders.';

export interface PageRendererOptions {
  /** The built index.html (the client's entry, with an empty #root). */
  template: string;
  manifest: BuildManifest;
}

export interface PageRenderer {
  landing(origin: string): Promise<string>;
  events(events: readonly EventDto[], origin: string): Promise<string>;
  event(event: EventDto, origin: string): Promise<string>;
  /** The page for an event no visitor may see (unknown id or a draft): sent with status 404. */
  eventNotFound(origin: string, path: string): string;
  /**
   * Whether the route tree puts the event page at `path`: '/events/wizard' looks like an event's
   * address but is the wizard, which the browser renders (never 'Event Not Found').
   */
  isEventPage(path: string): boolean;
}

export function createPageRenderer({ template, manifest }: PageRendererOptions): PageRenderer {
  // Only matches paths against the route tree: it loads and renders nothing.
  const routeMatcher = createAppRouter(createQueryClient(), createMemoryHistory());
  return {
    async landing(origin) {
      const { body, state } = await renderRoute('/', () => undefined);
      return pageDocument(template, manifest, {
        head: { title: 'Sprintboard', description: SITE_DESCRIPTION, url: `${origin}/`, ogType: 'website' },
        body,
        state,
        routeSources: ['src/routes/index.tsx'],
      });
    },
    async events(events, origin) {
      const { body, state } = await renderRoute('/events', (queryClient) => {
        queryClient.setQueryData(eventKeys.publicList(), [...events]);
        for (const { descriptionMd } of events) {
          const source = descriptionMd ?? '';
          queryClient.setQueryData(markdownKeys.excerpt(source), markdownExcerpt(source));
        }
      });
      return pageDocument(template, manifest, {
        head: {
          title: 'Events · Sprintboard',
          description: 'Upcoming and active 72-hour venture sprints you can apply to.',
          url: `${origin}/events`,
          ogType: 'website',
        },
        body,
        state,
        routeSources: ['src/routes/events/index.tsx'],
      });
    },
    async event(event, origin) {
      const path = `/events/${event.id}`;
      const { body, state } = await renderRoute(path, (queryClient) => {
        queryClient.setQueryData(eventKeys.detail(event.id), event);
        if (event.descriptionMd) {
          queryClient.setQueryData(markdownKeys.html(event.descriptionMd), markdownToSafeHtml(event.descriptionMd));
        }
      });
      const summary = markdownExcerpt(event.descriptionMd);
      return pageDocument(template, manifest, {
        head: {
          title: `${event.title} · Sprintboard`,
          description: shortDescription(summary || SITE_DESCRIPTION),
          url: `${origin}${path}`,
          ogType: 'event',
        },
        body,
        state,
        routeSources: ['src/routes/events/$eventId/index.tsx'],
      });
    },
    eventNotFound(origin, path) {
      // No state: the client renders this page itself (and asks the API again) rather than hydrating it.
      return pageDocument(template, manifest, {
        head: {
          title: 'Event Not Found · Sprintboard',
          description: SITE_DESCRIPTION,
          url: `${origin}${path}`,
          ogType: 'website',
        },
        body: renderToString(<EventNotFoundPage />),
        routeSources: ['src/routes/events/$eventId/index.tsx'],
      });
    },
    isEventPage(path) {
      const [, , page] = routeMatcher.getMatchedRoutes(path);
      return page?.id === EventPageRoute.id;
    },
  };
}

type SeedQueries = (queryClient: ReturnType<typeof createQueryClient>) => void;

async function renderRoute(url: string, seed: SeedQueries) {
  const renderedAt = Date.now();
  const queryClient = createQueryClient();
  seed(queryClient);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  pinRenderMoment(renderedAt);
  try {
    const { result: body, dateTexts } = recordDateTexts(() =>
      renderToString(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </StrictMode>,
      ),
    );
    return { body, state: { renderedAt, queries: dehydrate(queryClient), dateTexts } };
  } finally {
    pinRenderMoment(undefined);
    queryClient.clear();
  }
}

import { createRootRouteWithContext, Outlet, useMatches } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';

import { NotFoundPage } from '@/components/not-found-page';
import { SkipLink } from '@/components/skip-link';
import { documentTitle, matchedPageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session/session';
import { useSignedInSettled } from '@/lib/session/signed-in-settled';
import type { RouterContext } from '@/router-context';

// Lazy so the landing page, which has its own header, skips the app shell's antd code.
const AppShell = lazy(() => import('@/components/app-shell').then((module) => ({ default: module.AppShell })));
// Above both layouts, so one stream serves the public event pages (an applicant's status) and the
// app alike and survives navigating between them; visitors never load its code.
const LiveUpdates = lazy(() => import('@/components/live-updates').then((module) => ({ default: module.LiveUpdates })));

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  const headerRule = useMatches({
    select: (matches) => matches.find((match) => match.staticData.hideAppHeader)?.staticData.hideAppHeader,
  });

  const pageTitle = useMatches({ select: matchedPageTitle });
  useEffect(() => {
    // A page the route does not name (an event's page) keeps the title its server rendering gave it.
    if (pageTitle !== undefined) document.title = documentTitle(pageTitle);
  }, [pageTitle]);

  const signedIn = useSession() !== null;
  const signedInSettled = useSignedInSettled();
  const hideAppHeader = headerRule === true || (headerRule === 'visitors' && !signedInSettled);

  return (
    <>
      <SkipLink />
      {signedIn ? (
        <Suspense>
          <LiveUpdates />
        </Suspense>
      ) : null}
      {hideAppHeader ? (
        <Outlet />
      ) : (
        <Suspense>
          <AppShell />
        </Suspense>
      )}
    </>
  );
}

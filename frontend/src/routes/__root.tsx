import { createRootRouteWithContext, Outlet, useMatches } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

import { NotFoundPage } from '@/components/not-found-page';
import type { RouterContext } from '@/router-context';

// Lazy so the landing page, which has its own header, skips the app shell's antd code.
const AppShell = lazy(() => import('@/components/app-shell').then((module) => ({ default: module.AppShell })));

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  const hideAppHeader = useMatches({
    select: (matches) => matches.some((match) => match.staticData.hideAppHeader === true),
  });

  if (hideAppHeader) return <Outlet />;
  return (
    <Suspense>
      <AppShell />
    </Suspense>
  );
}

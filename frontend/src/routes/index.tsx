import { createFileRoute } from '@tanstack/react-router';

import { LandingPage } from '@/features/landing/landing-page';

export const Route = createFileRoute('/')({
  // Prerendered for visitors with its light header; a signed-in user gets the app header (and moves on to /dashboard).
  staticData: { hideAppHeader: 'visitors' },
  component: LandingPage,
});

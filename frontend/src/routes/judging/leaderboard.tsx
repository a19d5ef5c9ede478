import { createFileRoute } from '@tanstack/react-router';

import { LeaderboardsPage } from '@/features/results/components/leaderboards-page';

export const Route = createFileRoute('/judging/leaderboard')({
  staticData: { pageTitle: 'Leaderboards' },
  component: LeaderboardsPage,
});

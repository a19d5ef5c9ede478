import { createFileRoute } from '@tanstack/react-router';

import { PageTitle } from '@/components/page-title';

export const Route = createFileRoute('/judging/leaderboard')({
  component: LeaderboardPage,
});

function LeaderboardPage() {
  return <PageTitle>Leaderboard</PageTitle>;
}

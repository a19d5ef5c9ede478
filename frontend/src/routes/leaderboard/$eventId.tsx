import { createFileRoute } from '@tanstack/react-router';

import { PageTitle } from '@/components/page-title';

export const Route = createFileRoute('/leaderboard/$eventId')({
  component: EventLeaderboardPage,
});

function EventLeaderboardPage() {
  return <PageTitle>Event Leaderboard</PageTitle>;
}

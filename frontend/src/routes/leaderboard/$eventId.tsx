import { createFileRoute } from '@tanstack/react-router';

import { LeaderboardPage } from '@/features/results/components/leaderboard-page';

export const Route = createFileRoute('/leaderboard/$eventId')({
  staticData: { pageTitle: 'Leaderboard' },
  component: LeaderboardRoutePage,
});

function LeaderboardRoutePage() {
  const { eventId } = Route.useParams();
  return <LeaderboardPage eventId={eventId} />;
}

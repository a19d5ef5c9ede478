import { createFileRoute } from '@tanstack/react-router';

import { ComingSoonPage } from './-coming-soon-page';

export const Route = createFileRoute('/judging/leaderboard')({
  component: () => <ComingSoonPage title="Leaderboard" feature="Leaderboard" />,
});

import { createFileRoute } from '@tanstack/react-router';

import { ComingSoonPage } from '../judging/-coming-soon-page';

export const Route = createFileRoute('/leaderboard/$eventId')({
  component: () => <ComingSoonPage title="Event Leaderboard" feature="Leaderboard" />,
});

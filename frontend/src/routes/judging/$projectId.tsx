import { createFileRoute } from '@tanstack/react-router';

import { ComingSoonPage } from './-coming-soon-page';

export const Route = createFileRoute('/judging/$projectId')({
  component: () => <ComingSoonPage title="Score Project" feature="Project scoring" />,
});

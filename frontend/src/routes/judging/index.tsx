import { createFileRoute } from '@tanstack/react-router';

import { ComingSoonPage } from './-coming-soon-page';

export const Route = createFileRoute('/judging/')({
  component: () => <ComingSoonPage title="Judging" feature="Judging" />,
});

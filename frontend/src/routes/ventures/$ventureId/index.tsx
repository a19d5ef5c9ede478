import { createFileRoute } from '@tanstack/react-router';

import { EntryFeedback } from '@/features/results/components/entry-feedback';
import { VenturePage } from '@/features/ventures/components/venture-page';

// Open to visitors too: members and staff see the whole venture, anyone else a public venture's public part.
export const Route = createFileRoute('/ventures/$ventureId/')({
  staticData: { pageTitle: 'Venture' },
  component: VentureRoutePage,
});

function VentureRoutePage() {
  const { ventureId } = Route.useParams();
  // Each entry's published feedback is the results feature's, as on the project page.
  return (
    <VenturePage
      ventureId={ventureId}
      renderFeedback={(entry) => <EntryFeedback projectId={entry.projectId} submissionId={entry.submissionId} />}
    />
  );
}

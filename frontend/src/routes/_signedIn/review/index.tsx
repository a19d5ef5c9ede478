import { createFileRoute } from '@tanstack/react-router';

import { ReviewerAccess } from '@/features/reviewing/components/reviewer-access';
import { ReviewQueuePage } from '@/features/reviewing/components/review-queue-page';

export const Route = createFileRoute('/_signedIn/review/')({
  staticData: { pageTitle: 'Review' },
  component: () => (
    <ReviewerAccess>
      <ReviewQueuePage />
    </ReviewerAccess>
  ),
});

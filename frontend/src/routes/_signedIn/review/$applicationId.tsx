import { createFileRoute } from '@tanstack/react-router';

import { ReviewerAccess } from '@/features/reviewing/components/reviewer-access';
import { ReviewPage } from '@/features/reviewing/components/review-page';

export const Route = createFileRoute('/_signedIn/review/$applicationId')({
  staticData: { pageTitle: 'Review Application · Review' },
  component: ReviewRoute,
});

function ReviewRoute() {
  const { applicationId } = Route.useParams();
  return (
    <ReviewerAccess>
      {/* One page per application: J/K and 'Save Review' start each one afresh. */}
      <ReviewPage key={applicationId} applicationId={applicationId} />
    </ReviewerAccess>
  );
}

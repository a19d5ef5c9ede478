import { useNavigate } from '@tanstack/react-router';

import { RecuseButton, type RecuseTexts } from '@/components/recuse-dialog';

import { useRecuseFromReview } from '../api/recuse-from-review';

const TEXTS: RecuseTexts = {
  explanation: 'Another eligible reviewer will be asked to review this application instead.',
  recusedTitle: 'You recused yourself from this application',
  reassigned: 'Another reviewer has been assigned in your place.',
  notReassigned: 'No other eligible reviewer was available: staff will see it is short of a review.',
  placeholder: 'I know this applicant personally.',
};

/** 'Recuse', with a reason: the application goes to the next eligible reviewer. */
export function RecuseReviewButton({ applicationId, label }: { applicationId: string; label: string }) {
  const navigate = useNavigate();
  const recuse = useRecuseFromReview(applicationId);
  return (
    <RecuseButton subject={label} texts={TEXTS} recuse={recuse} onRecused={() => void navigate({ to: '/review' })} />
  );
}

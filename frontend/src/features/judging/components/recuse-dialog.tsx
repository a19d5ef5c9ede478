import { useNavigate } from '@tanstack/react-router';

import { RecuseButton, type RecuseTexts } from '@/components/recuse-dialog';

import { useRecuse } from '../api/recuse';

const TEXTS: RecuseTexts = {
  explanation: 'Another eligible judge will be asked to review this submission instead.',
  recusedTitle: 'You recused yourself from this submission',
  reassigned: 'Another judge has been assigned in your place.',
  notReassigned: 'No other eligible judge was available: staff will see it is short of a review.',
  placeholder: 'I advised this team last quarter.',
};

interface RecuseProps {
  assignmentId: string;
  title: string;
}

/** 'Recuse', with a reason: the submission leaves the judge's queue for the next eligible judge. */
export function RecuseAssignmentButton({ assignmentId, title }: RecuseProps) {
  const navigate = useNavigate();
  const recuse = useRecuse(assignmentId);
  return (
    <RecuseButton subject={title} texts={TEXTS} recuse={recuse} onRecused={() => void navigate({ to: '/judging' })} />
  );
}

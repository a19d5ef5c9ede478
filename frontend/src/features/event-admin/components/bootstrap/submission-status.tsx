import { StatusBadge } from '@/components/status-badge';

import type { SubmissionStatus as Status } from '../../api/list-submissions';

/** The submission's status badge, with a Late marker when it came in after the deadline. */
export function SubmissionStatus({ status, late }: { status: Status; late: boolean }) {
  return (
    <span data-testid="submission-status">
      <StatusBadge kind="submission" state={status} />
      {late && <StatusBadge kind="submission" state="late" />}
    </span>
  );
}

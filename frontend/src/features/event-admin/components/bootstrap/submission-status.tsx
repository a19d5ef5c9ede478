import { Tag } from 'antd';

import type { SubmissionStatus } from '../../api/list-submissions';

const LOOK: Record<SubmissionStatus, { color: string; label: string }> = {
  submitted: { color: 'blue', label: 'Submitted' },
  judged: { color: 'purple', label: 'Judged' },
  winner: { color: 'gold', label: 'Winner' },
};

/** The submission's status badge, with a Late marker when it came in after the deadline. */
export function SubmissionStatus({ status, late }: { status: SubmissionStatus; late: boolean }) {
  const look = LOOK[status];
  return (
    <span data-testid="submission-status">
      <Tag color={look.color}>{look.label}</Tag>
      {late && <Tag color="red">Late</Tag>}
    </span>
  );
}

import { Tag } from 'antd';

import { STATUS_LABELS, type ApplicationStatus } from '../application-status';

const LOOK: Record<ApplicationStatus, { color: string; icon: string }> = {
  approved: { color: 'success', icon: '✓' },
  rejected: { color: 'error', icon: '✗' },
  pending: { color: 'warning', icon: '⏳' },
};

/** Status icon plus badge: approved check, rejected cross, anything else the pending hourglass. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const look = LOOK[status] ?? LOOK.pending;
  return (
    <Tag color={look.color}>
      <span aria-hidden="true">{look.icon}</span> {STATUS_LABELS[status] ?? STATUS_LABELS.pending}
    </Tag>
  );
}

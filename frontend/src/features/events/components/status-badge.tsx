import { Tag } from 'antd';

import type { EventStatus } from '../event-types';
import { statusColor, statusLabel } from '../tracks';

export function EventStatusBadge({ status }: { status: EventStatus }) {
  return <Tag color={statusColor(status)}>{statusLabel(status)}</Tag>;
}

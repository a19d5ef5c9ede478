import { Tag } from 'antd';

import type { components } from '@/api/generated/schema';
import { statusColor, statusLabel } from '@/lib/tracks';

type EventStatus = components['schemas']['EventDto']['status'];

export function EventStatusBadge({ status }: { status: EventStatus }) {
  return <Tag color={statusColor(status)}>{statusLabel(status)}</Tag>;
}

import type { AdminEvent } from '@/api/list-admin-events';
import { statesOf, statusLabel } from '@/design/status-look';

export type EventStatus = AdminEvent['status'];

export const EVENT_STATUSES: readonly EventStatus[] = statesOf('event');

export const STATUS_LABELS = Object.fromEntries(
  EVENT_STATUSES.map((status) => [status, statusLabel('event', status)]),
) as Record<EventStatus, string>;

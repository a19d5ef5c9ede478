import type { AdminEvent } from '@/api/list-admin-events';

export type EventStatus = AdminEvent['status'];

export const EVENT_STATUSES: readonly EventStatus[] = ['draft', 'upcoming', 'active', 'completed'];

export const STATUS_LABELS: Record<EventStatus, string> = {
  draft: 'Draft',
  upcoming: 'Upcoming',
  active: 'Active',
  completed: 'Completed',
};

import type { AdminEvent } from '@/api/list-admin-events';

export interface EventStats {
  total: number;
  active: number;
  completed: number;
}

export function eventStats(events: readonly Pick<AdminEvent, 'status'>[]): EventStats {
  return {
    total: events.length,
    active: events.filter((event) => event.status === 'active').length,
    completed: events.filter((event) => event.status === 'completed').length,
  };
}

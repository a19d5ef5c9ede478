import { useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';

/** One key for the platform project totals: every screen that changes projects refreshes it. */
export const PROJECT_STATS_KEY = ['admin', 'project-stats'] as const;

/** Platform project totals (admin or organizer), shown on /admin and /admin/bootstrap. */
export function useProjectStats() {
  return useQuery({
    queryKey: PROJECT_STATS_KEY,
    queryFn: () => unwrap(api.GET('/api/admin/project-stats')),
  });
}

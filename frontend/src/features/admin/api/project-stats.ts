import { useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';

/** Platform project totals (admin or organizer); the projects feature refreshes this key on its changes. */
export function useProjectStats() {
  return useQuery({
    queryKey: ['admin', 'project-stats'],
    queryFn: () => unwrap(api.GET('/api/admin/project-stats')),
  });
}

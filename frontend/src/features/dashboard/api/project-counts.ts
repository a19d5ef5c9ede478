import { useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';

/** The cards' Projects and My Teams; the key is the projects feature's, so its mutations refresh it. */
export function useProjectCounts() {
  return useQuery({
    queryKey: ['projects', 'counts'],
    queryFn: () => unwrap(api.GET('/api/me/project-counts')),
  });
}

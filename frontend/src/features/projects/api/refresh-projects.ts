import type { QueryClient } from '@tanstack/react-query';

import { projectKeys, projectStatsKeys } from '@/api/query-keys';

/**
 * After any project write. Not awaited on purpose: a screen's own mutate() callbacks (the toasts)
 * run only while it is mounted, and the refetch can unmount it (attaching swaps the picker for the
 * attached view).
 */
export function refreshProjects(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: projectKeys.all });
  void queryClient.invalidateQueries({ queryKey: projectStatsKeys.all });
}

import type { QueryClient } from '@tanstack/react-query';

import { projectKeys, projectStatsKeys } from '@/api/query-keys';

/**
 * After any team write: the team screens and every project screen (a team is a project's members;
 * creating or joining one changes the user's projects and counts). Not awaited, like the projects'
 * refresh: the mutate() callbacks must not wait for a refetch that may unmount their screen.
 */
export function refreshTeams(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: projectKeys.all });
  void queryClient.invalidateQueries({ queryKey: projectStatsKeys.all });
}

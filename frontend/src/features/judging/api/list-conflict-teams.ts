import { queryOptions } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';

import { judgeKeys } from './query-keys';

/** The teams of an event a judge may declare a conflict with. */
export function listConflictTeams(eventId: string): Promise<{ projectId: string; title: string }[]> {
  return unwrap(api.GET('/api/judging/events/{eventId}/teams', { params: { path: { eventId } } }));
}

export function conflictTeamsQueryOptions(eventId: string) {
  return queryOptions({ queryKey: judgeKeys.teams(eventId), queryFn: () => listConflictTeams(eventId) });
}

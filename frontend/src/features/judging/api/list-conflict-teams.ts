import { queryOptions } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';

import { judgeKeys } from './query-keys';
import type { JudgingTeam } from './types';

/** The event's submitted teams, for 'Declare Conflict'. */
export function listConflictTeams(eventId: string): Promise<JudgingTeam[]> {
  return unwrap(api.GET('/api/judging/events/{eventId}/teams', { params: { path: { eventId } } }));
}

export function conflictTeamsQueryOptions(eventId: string) {
  return queryOptions({ queryKey: judgeKeys.teams(eventId), queryFn: () => listConflictTeams(eventId) });
}

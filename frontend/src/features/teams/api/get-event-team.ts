import { queryOptions } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import { teamKeys } from '@/api/query-keys';

/** The signed-in user's team in one event (null when none) and their 'Looking for a team' switch. */
export function getEventTeam(eventId: string) {
  return unwrap(api.GET('/api/events/{eventId}/team', { params: { path: { eventId } } }));
}

export type EventTeam = Awaited<ReturnType<typeof getEventTeam>>;
export type Team = NonNullable<EventTeam['team']>;
export type TeamMember = Team['members'][number];

export function eventTeamQueryOptions(eventId: string) {
  return queryOptions({ queryKey: teamKeys.forEvent(eventId), queryFn: () => getEventTeam(eventId) });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import { teamKeys, type TeamListQuery } from '@/api/query-keys';

/** The event picker's events: those the user is approved for first, else the active ones. */
export function listTeamEvents() {
  return unwrap(api.GET('/api/teams/events'));
}

export function teamEventsQueryOptions() {
  return queryOptions({ queryKey: teamKeys.events(), queryFn: listTeamEvents });
}

/** Teams of the event that are open and have a free seat. */
export function listTeams({ eventId, skill, role, page }: TeamListQuery) {
  return unwrap(api.GET('/api/teams', { params: { query: { eventId, skill, role, page } } }));
}

export type TeamListing = Awaited<ReturnType<typeof listTeams>>['items'][number];

/** Approved applicants of the event looking for a team (never their emails). */
export function listSeekers({ eventId, skill, role, page }: TeamListQuery) {
  return unwrap(api.GET('/api/teams/seekers', { params: { query: { eventId, skill, role, page } } }));
}

export type TeamSeeker = Awaited<ReturnType<typeof listSeekers>>['items'][number];

/** A Find Teams list, kept on screen while the next page or filter loads; 403 is an answer, not retried. */
function usePagedList<T>(queryKey: readonly unknown[], queryFn: () => Promise<T>, enabled = true) {
  return useQuery({ queryKey, queryFn, placeholderData: keepPreviousData, retry: false, enabled });
}

export function useTeamListings(query: TeamListQuery) {
  return usePagedList(teamKeys.listings(query), () => listTeams(query));
}

/** `enabled`: false when the server would refuse the caller (not approved for the event, not staff). */
export function useTeamSeekers(query: TeamListQuery, enabled: boolean) {
  return usePagedList(teamKeys.seekers(query), () => listSeekers(query), enabled);
}

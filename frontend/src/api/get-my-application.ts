import { queryOptions, useQuery } from '@tanstack/react-query';

import { isUuid } from '@/lib/ids';

import { api, unwrap } from './client';
import type { components } from './generated/schema';
import { myApplicationKeys } from './query-keys';

export type MyApplication = components['schemas']['ApplicationDto'];

/** The signed-in user's application to one event, or null when they have not applied. */
export async function getMyApplication(eventId: string): Promise<MyApplication | null> {
  // An id that is not an id names no event, so no application to it either.
  if (!isUuid(eventId)) return null;
  // 204 (no body) when they have not applied.
  const application = await unwrap(
    api.GET('/api/events/{eventId}/applications/mine', { params: { path: { eventId } } }),
  );
  return application ?? null;
}

export function myApplicationQueryOptions(userId: string, eventId: string) {
  return queryOptions({
    queryKey: myApplicationKeys.forEvent(userId, eventId),
    queryFn: () => getMyApplication(eventId),
  });
}

/** Asks only while someone is signed in (`userId` set). */
export function useMyApplication(userId: string | undefined, eventId: string) {
  return useQuery({ ...myApplicationQueryOptions(userId ?? '', eventId), enabled: userId !== undefined });
}

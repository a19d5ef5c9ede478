import { queryOptions } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';

import type { DeclaredConflict } from './judging-types';
import { judgingRunKeys } from './query-keys';

/** The conflicts of interest the event's judges declared, newest first. */
export function listDeclaredConflicts(eventId: string): Promise<DeclaredConflict[]> {
  return unwrap(api.GET('/api/admin/events/{eventId}/judging/conflicts', { params: { path: { eventId } } }));
}

export function declaredConflictsQueryOptions(eventId: string) {
  return queryOptions({ queryKey: judgingRunKeys.conflicts(eventId), queryFn: () => listDeclaredConflicts(eventId) });
}

import { queryOptions } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';

import { judgeKeys } from './query-keys';
import type { ScoreSheetView } from './types';

/** The submission as submitted, the criteria and the judge's own sheet (null before the first save). */
export function getScoreSheet(projectId: string, eventId: string | undefined): Promise<ScoreSheetView> {
  return unwrap(
    api.GET('/api/judging/projects/{projectId}/sheet', {
      params: { path: { projectId }, query: eventId ? { event: eventId } : {} },
    }),
  );
}

export function scoreSheetQueryOptions(projectId: string, eventId: string | undefined) {
  return queryOptions({
    queryKey: judgeKeys.sheet(projectId, eventId),
    queryFn: () => getScoreSheet(projectId, eventId),
    // A 403 or 404 will not change on a second try.
    retry: false,
  });
}

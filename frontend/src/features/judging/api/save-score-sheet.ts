import { useMutation, useQueryClient } from '@tanstack/react-query';

import { myJudgingKeys } from '@/api/query-keys';
import { api, unwrap } from '@/api/client';

export interface SheetForm {
  scores: { criterionId: string; score: number }[];
  noteToStaff: string | null;
  feedbackToTeam: string | null;
  /** The version the judge edited: a newer one on the server is a 409, never a silent overwrite. */
  version: number;
}

export function saveScoreSheet(projectId: string, eventId: string, body: SheetForm) {
  return unwrap(
    api.PUT('/api/judging/projects/{projectId}/sheet', {
      params: { path: { projectId }, query: { event: eventId } },
      body,
    }),
  );
}

/** Saves the sheet and refreshes the judge's queue and sheet (their progress moves). */
export function useSaveScoreSheet(projectId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SheetForm) => saveScoreSheet(projectId, eventId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myJudgingKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { myJudgingKeys } from '@/api/query-keys';

export type SheetForm = components['schemas']['SaveScoreSheetDto'];

export function saveScoreSheet(assignmentId: string, body: SheetForm) {
  return unwrap(api.PUT('/api/judging/assignments/{assignmentId}/sheet', { params: { path: { assignmentId } }, body }));
}

/** Saves the sheet, then refreshes the judge's sheet, queue and progress. */
export function useSaveScoreSheet(assignmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SheetForm) => saveScoreSheet(assignmentId, body),
    // Not awaited: the caller's own callbacks (toast, navigation) must run before the refetched
    // sheet can unmount the component that called.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: myJudgingKeys.all });
    },
  });
}

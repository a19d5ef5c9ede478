import { myJudgingKeys } from '@/api/query-keys';

/** Everything a judge reads sits under the shared 'my judging' prefix: one invalidation refreshes it all. */
export const judgeKeys = {
  sheet: (projectId: string, eventId: string | undefined) =>
    [...myJudgingKeys.all, 'sheet', projectId, eventId ?? 'only'] as const,
  teams: (eventId: string) => [...myJudgingKeys.all, 'teams', eventId] as const,
};

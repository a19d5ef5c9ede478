import { queryOptions } from '@tanstack/react-query';

import { api, unwrap } from './client';
import type { components } from './generated/schema';
import { myJudgingKeys } from './query-keys';

export type JudgingQueue = components['schemas']['JudgingQueueDto'];
export type JudgeEventQueue = components['schemas']['JudgeEventQueueDto'];
export type MyJudgingProgress = components['schemas']['MyJudgingProgressDto'];

/** The signed-in judge's events, each with its judging phase and their assignments (/judging). */
export function getMyJudgingQueue(): Promise<JudgingQueue> {
  return unwrap(api.GET('/api/judging/queue'));
}

export function myJudgingQueueQueryOptions() {
  return queryOptions({ queryKey: myJudgingKeys.queue(), queryFn: getMyJudgingQueue });
}

/** '{n} of {m} scored' over every event the judge judges (the dashboard's Judging card). */
export function getMyJudgingProgress(): Promise<MyJudgingProgress> {
  return unwrap(api.GET('/api/judging/progress'));
}

export function myJudgingProgressQueryOptions() {
  return queryOptions({ queryKey: myJudgingKeys.progress(), queryFn: getMyJudgingProgress });
}

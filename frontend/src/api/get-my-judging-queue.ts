import { queryOptions } from '@tanstack/react-query';

import { api, unwrap } from './client';
import { myJudgingKeys } from './query-keys';

// TODO(contract): alias the generated DTOs.
export type JudgingPhase = 'not_started' | 'open' | 'closed' | 'published';

export interface QueueAssignment {
  assignmentId: string;
  projectId: string;
  title: string;
  tagline: string | null;
  track: string;
  state: 'assigned' | 'completed' | 'recused';
}

export interface QueueEvent {
  eventId: string;
  eventTitle: string;
  phase: JudgingPhase;
  assignments: QueueAssignment[];
}

export interface JudgingQueue {
  events: QueueEvent[];
}

/** The signed-in judge's assignments grouped by event: /judging and the dashboard's Judging card. */
export function getMyJudgingQueue(): Promise<JudgingQueue> {
  return unwrap(api.GET('/api/me/judging/assignments'));
}

export function myJudgingQueueQueryOptions() {
  return queryOptions({ queryKey: myJudgingKeys.queue(), queryFn: getMyJudgingQueue });
}

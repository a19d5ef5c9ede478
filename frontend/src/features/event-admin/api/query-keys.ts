import { adminEventKeys } from '@/api/query-keys';

import type { SubmissionSort, SubmissionStatus } from './submission-filters';

/** An event's judging setup sits under the staff events' key: creating an event refreshes it too. */
export const judgingKeys = {
  criteria: (eventId: string) => [...adminEventKeys.all, 'criteria', eventId] as const,
  judges: (eventId: string) => [...adminEventKeys.all, 'judges', eventId] as const,
  candidates: (name: string) => [...adminEventKeys.all, 'judge-candidates', name] as const,
};

export interface SubmissionsQuery {
  eventId?: string;
  track?: string;
  /** Part of the submitted title. */
  search?: string;
  /** false: only submissions without a winner entry. */
  awarded?: boolean;
  status?: SubmissionStatus;
  /** true: only those submitted in the grace period; false: only those on time. */
  late?: boolean;
  sort?: SubmissionSort;
  page: number;
  size: number;
}

export const submissionKeys = {
  all: ['admin', 'submissions'] as const,
  list: (query: SubmissionsQuery) => [...submissionKeys.all, 'list', query] as const,
  detail: (submissionId: string | undefined) => [...submissionKeys.all, 'one', submissionId] as const,
  awardable: (eventId: string, search: string) => [...submissionKeys.all, 'awardable', eventId, search] as const,
};

export const winnerKeys = {
  all: ['admin', 'winners'] as const,
  forEvent: (eventId: string) => [...winnerKeys.all, eventId] as const,
  /** 'Suggest from ranking': under `all`, so awarding a winner refreshes the suggestions' places. */
  suggestions: (eventId: string) => [...winnerKeys.all, eventId, 'suggestions'] as const,
};

/** An event's judging run on the Judging tab (state, assignments, progress). */
export const judgingRunKeys = {
  all: [...adminEventKeys.all, 'judging-run'] as const,
  overview: (eventId: string) => [...judgingRunKeys.all, eventId] as const,
  conflicts: (eventId: string) => [...judgingRunKeys.all, eventId, 'conflicts'] as const,
};

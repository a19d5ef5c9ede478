import { queryOptions } from '@tanstack/react-query';

import { api, unwrap } from '@/api/client';
import { myReviewingKeys } from '@/api/query-keys';

import type { ReviewQueue } from './types';

export function getReviewQueue(): Promise<ReviewQueue> {
  return unwrap(api.GET('/api/review/queue'));
}

/** `/review`: the caller's applications per event, with 'n of m reviewed'. */
export function reviewQueueQueryOptions() {
  return queryOptions({ queryKey: myReviewingKeys.queue(), queryFn: getReviewQueue });
}

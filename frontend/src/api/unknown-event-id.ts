import { isUuid } from '@/lib/ids';

import { ApiError } from './api-error';

/**
 * A URL like /events/abc names no event. The server answers such an id with 400 (the id is not an
 * id), which the pages would show as a load failure; here it reads as what it is for the user, an
 * event that does not exist, and nothing is sent.
 */
export function rejectUnknownEventId(eventId: string): Promise<never> | undefined {
  if (isUuid(eventId)) return undefined;
  return Promise.reject(
    new ApiError({ status: 404, code: 'EVENT_NOT_FOUND', message: 'Event Not Found', method: 'GET' }),
  );
}

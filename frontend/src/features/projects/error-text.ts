import { ApiError } from '@/api/api-error';

export type ProjectLoadProblem = 'forbidden' | 'not-found' | 'failed';

/** 403: not the owner; 404 (or an id that is not one, refused with 400): no such project. */
export function projectLoadProblem(error: unknown): ProjectLoadProblem {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 403) return 'forbidden';
  if (error.status === 404 || error.status === 400) return 'not-found';
  return 'failed';
}

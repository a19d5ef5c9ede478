import { ApiError } from '@/api/api-error';

/** The server's message when it sent one, else the screen's own fallback text. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

export type ProjectLoadProblem = 'forbidden' | 'not-found' | 'failed';

/** 403: not the owner; 404 (or an id that is not one, refused with 400): no such project. */
export function projectLoadProblem(error: unknown): ProjectLoadProblem {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 403) return 'forbidden';
  if (error.status === 404 || error.status === 400) return 'not-found';
  return 'failed';
}

/** A validation failure names the field's own reason, which says more than 'Some fields are invalid.'. */
export function serverProblemOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const reason = error.fields.find((each) => each.field !== 'body')?.reason;
    if (error.code === 'VALIDATION_FAILED' && reason) return reason;
  }
  return serverMessageOr(error, fallback);
}
